/**
 * Display names of the Sanity users named in deploy titles (the publish
 * webhook knows editors only by id). Looked up once per id; ids not yet
 * known, or not found, have no name.
 */
import { useEffect, useMemo, useState } from 'react';

export type LookUpNames = (ids: string[]) => Promise<ReadonlyMap<string, string>>;

export function useUserNames(ids: readonly string[], lookUp: LookUpNames | undefined): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the ids' value; a new array of the same ids asks nothing.
  const wanted = useMemo(() => ids.filter((id) => !names.has(id)), [key, names]);
  useEffect(() => {
    if (!lookUp || wanted.length === 0) return;
    let current = true;
    lookUp(wanted).then(
      (found) => {
        if (current && found.size > 0) setNames((known) => new Map([...known, ...found]));
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [lookUp, wanted]);
  return names;
}
