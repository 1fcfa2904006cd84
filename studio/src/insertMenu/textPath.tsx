/**
 * Where the Portable Text input the slash menu sits in is, in the document:
 * the editor's plugins are not told, and opening an inserted block's editor
 * needs its path. The form's input middleware (sanity.config.ts) provides it.
 */
import { createContext, useContext } from 'react';
import type { InputProps, Path } from 'sanity';

const TextPath = createContext<Path | undefined>(undefined);

export function useTextPath(): Path | undefined {
  return useContext(TextPath);
}

/** A Portable Text input, telling its plugins where it is. */
export function withTextPath(props: InputProps) {
  return <TextPath.Provider value={props.path}>{props.renderDefault(props)}</TextPath.Provider>;
}
