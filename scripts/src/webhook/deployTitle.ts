/**
 * The deploy title the publish webhook gives a build (Netlify's `trigger_title`),
 * and the reading of it back in the Studio. Netlify keeps only this line of
 * text with a deploy, so it carries what editors need: what changed, its
 * title, and who published it. Sanity's webhook knows the editor only by user
 * id (`identity()`); the Studio turns the id into a name.
 *
 *   Sanity: Doc “Hooks” updated by user p4Zx81
 *   Rebuilt by hand from the Studio by Jane Doe
 */

/** The deploy title of builds started with the Studio's Rebuild button; " by <name>" follows when known. */
export const MANUAL_REBUILD_TITLE = 'Rebuilt by hand from the Studio';

const PUBLISH_PREFIX = 'Sanity: ';
const EDITOR_MARK = ' by user ';
/** Sanity user ids (`p…`, `g…`, robots' `sk…`): letters, digits, `-` and `_`. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The longest name or document title a deploy title carries; Netlify shows titles on one line. */
const LONGEST_NAME = 60;

export type DocumentOperation = 'create' | 'update' | 'delete';

const PAST_TENSE: Record<DocumentOperation, string> = { create: 'created', update: 'updated', delete: 'deleted' };

export interface PublishTitleParts {
  /** What editors call the type: "Doc", "Announcement bar". */
  typeTitle: string;
  operation?: DocumentOperation;
  /** The document's own title, when it has one. */
  title?: string;
  /** The Sanity user id of who published. */
  editor?: string;
}

/** "Sanity: Doc “Hooks” updated by user p4Zx81". */
export function publishDeployTitle({ typeTitle, operation, title, editor }: PublishTitleParts): string {
  const name = oneLine(title);
  const what = `${typeTitle}${name ? ` “${name}”` : ''} ${operation ? PAST_TENSE[operation] : 'changed'}`;
  const by = editor && USER_ID.test(editor) ? `${EDITOR_MARK}${editor}` : '';
  return `${PUBLISH_PREFIX}${what}${by}`;
}

/** "Rebuilt by hand from the Studio by Jane Doe". */
export function rebuildDeployTitle(requestedBy: string | undefined): string {
  const name = oneLine(requestedBy);
  return name ? `${MANUAL_REBUILD_TITLE} by ${name}` : MANUAL_REBUILD_TITLE;
}

export type ReadDeployTitle =
  /** `what`: "Doc “Hooks” updated"; `editor`: a Sanity user id. */
  { kind: 'publish'; what: string; editor?: string } | { kind: 'rebuild'; by?: string } | { kind: 'other' };

/** A deploy title read back: a publish's parts, a rebuild's requester, or neither. */
export function readDeployTitle(title: string): ReadDeployTitle {
  if (title === MANUAL_REBUILD_TITLE) return { kind: 'rebuild' };
  if (title.startsWith(`${MANUAL_REBUILD_TITLE} by `)) {
    return { kind: 'rebuild', by: title.slice(MANUAL_REBUILD_TITLE.length + 4) };
  }
  if (!title.startsWith(PUBLISH_PREFIX)) return { kind: 'other' };
  const rest = title.slice(PUBLISH_PREFIX.length);
  const mark = rest.lastIndexOf(EDITOR_MARK);
  const editor = mark >= 0 ? rest.slice(mark + EDITOR_MARK.length) : '';
  if (mark >= 0 && USER_ID.test(editor)) return { kind: 'publish', what: rest.slice(0, mark), editor };
  return { kind: 'publish', what: rest };
}

/** A name or title as one short line: no control characters, no runs of spaces. */
function oneLine(text: string | undefined): string {
  const line = (text ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(line);
  return characters.length > LONGEST_NAME
    ? `${characters
        .slice(0, LONGEST_NAME - 1)
        .join('')
        .trimEnd()}…`
    : line;
}
