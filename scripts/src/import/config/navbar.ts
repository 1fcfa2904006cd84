import { MAIN_SECTION_NAME } from '@react-redux-docs/schemas';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import { sectionDocumentId } from '../versions/versionDocumentId.ts';
import { logoValue } from './logo.ts';
import { siteLink } from './siteLink.ts';
import type { ConfigContext, Json, Warn } from './types.ts';

/** Navbar menus the site fills itself: kept where the config places them, as items an editor can move or remove. */
const MENU_NAVBAR_ITEMS = new Set(['localeDropdown', 'docsVersionDropdown']);

/** The navbar: its title and logo, and its items with their links, dropdowns and the menus the site fills itself. */
export function navbar(config: Json, siteTitle: string | undefined, context: ConfigContext, warn: Warn): Json {
  const result: Json = {};
  if (typeof config.title === 'string' && config.title !== '') result.title = config.title;
  if (isRecord(config.logo) && typeof config.logo.src === 'string') {
    result.logo = logoValue(config.logo, 'navbar.logo', String(result.title ?? siteTitle ?? 'Site'), warn);
    if (config.logo.srcDark !== undefined)
      warn('navbar.logo', 'srcDark ignored: the site shows one logo in both colour modes');
  }
  if (result.title === undefined && result.logo === undefined && siteTitle !== undefined) {
    // The navbar's brand links home: without a title or a logo it would have no name.
    result.title = siteTitle;
    warn('navbar', `it has neither a title nor a logo; the site's title "${siteTitle}" is shown`);
  }
  const items: Json[] = [];
  (Array.isArray(config.items) ? config.items : []).forEach((item: unknown, index) => {
    const at = `navbar.items[${index}]`;
    if (!isRecord(item)) return;
    // The site always has its search box, beside the colour-mode switch.
    if (item.type === 'search') return;
    const label = typeof item.label === 'string' ? item.label : undefined;
    const position = item.position === 'right' ? 'right' : 'left';
    if (typeof item.type === 'string' && MENU_NAVBAR_ITEMS.has(item.type)) {
      const pluginId = typeof item.docsPluginId === 'string' ? item.docsPluginId : MAIN_SECTION_NAME;
      if (
        item.type !== 'docsVersionDropdown' ||
        pluginId === MAIN_SECTION_NAME ||
        pluginId === context.mainDocsPluginId
      ) {
        items.push({ kind: item.type, position });
      } else if (context.firstDocRouteOf?.(pluginId) === undefined) {
        warn(at, `the version menu of docs plugin "${pluginId}", which has no docs here, is left out`);
      } else {
        // Another docs section's own version menu.
        const docsSection = { _type: 'reference', _ref: sectionDocumentId(pluginId) };
        items.push({ kind: item.type, position, docsSection });
      }
      return;
    }
    if (item.type === 'dropdown' || Array.isArray(item.items)) {
      const dropdown = (Array.isArray(item.items) ? item.items : []).flatMap((child: unknown, i) => {
        if (!isRecord(child)) return [];
        const target = siteLink(child, `${at}.items[${i}]`, context, warn);
        return target ? [{ label: child.label, ...target }] : [];
      });
      if (dropdown.length > 0) items.push({ label, position, dropdown });
      return;
    }
    if (item.type === 'html') {
      warn(at, 'an HTML navbar item cannot be converted; left out');
      return;
    }
    const target = siteLink(item, at, context, warn);
    if (!target) return;
    const named = label ?? (item.type === 'docSidebar' ? 'Docs' : iconLinkLabel(item, target));
    if (label === undefined && item.type !== 'docSidebar') {
      // Docusaurus draws such an item from its className (an icon, often GitHub's); the site shows text.
      warn(at, `the item has no label (an icon from its className); the site shows "${named}"`);
    }
    items.push({ label: named, position, ...target });
  });
  result.items = items;
  return result;
}

/** What an icon-only navbar link is called in words: its aria-label, else the name of the site it leads to. */
function iconLinkLabel(item: Json, target: Json): string {
  if (typeof item['aria-label'] === 'string' && item['aria-label'] !== '') return item['aria-label'];
  const href = typeof target.href === 'string' ? target.href : undefined;
  if (href && /^https?:\/\//.test(href)) {
    const host = new URL(href).hostname.replace(/^www\./, '');
    return KNOWN_HOSTS[host] ?? host;
  }
  return typeof target.to === 'string' ? target.to : 'Link';
}

const KNOWN_HOSTS: Record<string, string> = {
  'github.com': 'GitHub',
  'gitlab.com': 'GitLab',
  'discord.gg': 'Discord',
  'discord.com': 'Discord',
  'x.com': 'X',
  'twitter.com': 'Twitter',
  'stackoverflow.com': 'Stack Overflow',
  'npmjs.com': 'npm',
};
