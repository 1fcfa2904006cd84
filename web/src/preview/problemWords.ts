/**
 * The build's problem messages in editors' words, for the Preview and for the
 * problem list of a failed build in the Studio: where in the document, and
 * what, without ids (a link to a missing document names neither it nor its
 * id, which mean nothing to them).
 */

/** Parts of Portable Text by what editors see of them. */
const EDITOR_NAMES: Record<string, string> = { markDefs: 'link', children: 'text' };

/** A field path as editors read it: `body[3].markDefs[0]` is "Body 4 › Link 1". */
export function readablePath(path: string): string {
  return path
    .split('.')
    .map((segment) => {
      const [, name = segment, index] = /^([^[]+)(?:\[(\d+)\])?$/.exec(segment) ?? [];
      const words = (EDITOR_NAMES[name] ?? name).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      const label = words.charAt(0).toUpperCase() + words.slice(1);
      return index === undefined ? label : `${label} ${Number(index) + 1}`;
    })
    .join(' › ');
}

/** A problem's message without the ids and internal names it carries for developers. */
export function plainProblemMessage(message: string): string {
  return message
    .replace(/links to (?:\w+ )?"[^"]*", which /, 'links to a page that ')
    .replace(/uses image \S+, which is/, 'uses an image that is')
    .replace(/ \((?:drafts\.)?[\w.-]+\)/g, '');
}
