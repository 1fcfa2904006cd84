import { buildSidebars, CURRENT_SIDEBAR, type SidebarItem } from '@react-redux-docs/schemas/sidebar';
import { versionDocumentId } from '../../../src/import/versions/versionDocumentId.ts';

type Documents = readonly { _id: string; _type: string; [field: string]: unknown }[];

/**
 * A version's sidebar as the site puts it together from the imported places (published documents only), one
 * line per item, indented two spaces per level: `Guides [closed] → /docs/category/guides`, a doc's id, or
 * `↗ Label https://…`. Categories say `[open]`, `[closed]` or `[always open]`, and where their label leads.
 */
export function sidebarOutline(documents: Documents, version?: string): string[] {
  const published = documents.filter((document) => !document._id.startsWith('drafts.'));
  const ofType = <T>(type: string) => published.filter((document) => document._type === type) as unknown as T[];
  const { sidebars } = buildSidebars({
    docs: ofType('doc'),
    categories: ofType('sidebarCategory'),
    links: ofType('sidebarLink'),
  });
  const lines: string[] = [];
  const walk = (items: readonly SidebarItem[], indent: string) => {
    for (const item of items) {
      if (item.type === 'doc') lines.push(`${indent}${item.id}`);
      else if (item.type === 'link') lines.push(`${indent}↗ ${item.label} ${item.href}`);
      else {
        const state = !item.collapsible ? 'always open' : item.collapsed ? 'closed' : 'open';
        const page = item.page?.kind === 'doc' ? ` → ${item.page.id}` : item.page ? ` → /${item.page.route}` : '';
        lines.push(`${indent}${item.label} [${state}]${page}`);
        walk(item.items, `${indent}  `);
      }
    }
  };
  walk(sidebars.get(version === undefined ? CURRENT_SIDEBAR : versionDocumentId(version)) ?? [], '');
  return lines;
}
