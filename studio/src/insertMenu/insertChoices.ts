/**
 * What `/` offers at the start of a block: every block the body takes (its
 * block objects: code, table, tabs…) and its text styles (headings, quote),
 * by the names the toolbar shows, best match first.
 */

export type InsertChoice =
  | { kind: 'block'; key: string; name: string; title: string }
  | { kind: 'style'; key: string; style: string; title: string };

export interface EditorSchemaParts {
  blockObjects: ReadonlyArray<{ name: string; title?: string }>;
  styles: ReadonlyArray<{ name?: string; value?: string; title?: string }>;
}

/** The most a menu lists at once; typing narrows it. */
export const MAX_CHOICES = 12;

export function allChoices(schema: EditorSchemaParts): InsertChoice[] {
  const blocks: InsertChoice[] = schema.blockObjects.map((type) => ({
    kind: 'block',
    key: `block:${type.name}`,
    name: type.name,
    title: type.title ?? words(type.name),
  }));
  const styles: InsertChoice[] = schema.styles.flatMap((style) => {
    const name = style.name ?? style.value;
    // A plain paragraph is what typing gives; it is no insert.
    if (!name || name === 'normal') return [];
    return [{ kind: 'style', key: `style:${name}`, style: name, title: style.title ?? words(name) }];
  });
  return [...blocks, ...styles];
}

/** The choices whose title (or type name) has the keyword: those starting with it first, then at a word's start. */
export function matchChoices(choices: readonly InsertChoice[], keyword: string): InsertChoice[] {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return choices.slice(0, MAX_CHOICES);
  const scored = choices.flatMap((choice) => {
    const title = choice.title.toLowerCase();
    const name = (choice.kind === 'block' ? choice.name : choice.style).toLowerCase();
    if (title.startsWith(wanted) || name.startsWith(wanted)) return [{ choice, score: 0 }];
    if (title.split(/\s+/).some((word) => word.startsWith(wanted))) return [{ choice, score: 1 }];
    if (title.includes(wanted) || name.includes(wanted)) return [{ choice, score: 2 }];
    return [];
  });
  return scored
    .sort((a, b) => a.score - b.score)
    .map(({ choice }) => choice)
    .slice(0, MAX_CHOICES);
}

function words(name: string): string {
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
