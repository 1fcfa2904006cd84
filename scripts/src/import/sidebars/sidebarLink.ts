import type { SidebarLinkDocument } from '../types.ts';
import { lineFor, warn } from './sidebarMessages.ts';
import { type Parent, place, type SidebarWalk, versionField } from './sidebarWalk.ts';

/** A link item as a sidebarLink document in `parent`: to another website, or to a path of this site. */
export function addLink(item: Record<string, unknown>, parent: Parent, itemPath: string, walk: SidebarWalk): void {
  const { context } = walk;
  const label = typeof item.label === 'string' ? item.label : '';
  const href = typeof item.href === 'string' ? item.href : '';
  if (label === '' || href === '') {
    context.diagnostics.error(
      context.file,
      `link at ${itemPath} needs a label and an href`,
      lineFor(context, label || href || undefined),
    );
    return;
  }
  if (!/^(?:\/(?!\/)|https?:\/\/|mailto:)/i.test(href)) {
    warn(
      context,
      `link "${label}" leads to "${href}", which is neither a full address nor a path of this site starting with "/"; skipped`,
      itemPath,
      label,
    );
    return;
  }
  const link: SidebarLinkDocument = {
    _id: walk.ids.take('sidebarLink', [...parent.labels, label]),
    _type: 'sidebarLink',
    label,
    href,
    ...versionField(context),
    sidebar: place(parent, ++parent.taken),
  };
  if (typeof item.description === 'string') link.description = item.description;
  walk.sidebar.links.push(link);
}
