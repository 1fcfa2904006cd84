import { isRecord } from '@react-redux-docs/schemas/is-record';
import { htmlToText } from './htmlText.ts';
import { logoValue } from './logo.ts';
import { siteLink } from './siteLink.ts';
import type { ConfigContext, Json, Warn } from './types.ts';

/** The footer: its style, logo, link columns (or one row of links) and copyright as plain text. */
export function footer(config: Json, siteTitle: string, context: ConfigContext, warn: Warn): Json {
  const result: Json = { style: config.style === 'light' ? 'light' : 'dark' };
  if (isRecord(config.logo) && typeof config.logo.src === 'string') {
    result.logo = logoValue(config.logo, 'footer.logo', siteTitle, warn);
    if (typeof config.logo.href === 'string') result.logoUrl = config.logo.href;
  }
  const groups = Array.isArray(config.links) ? config.links : [];
  const linkItems = (items: unknown[], at: string) =>
    items.flatMap((item, i) => {
      if (!isRecord(item)) return [];
      if (typeof item.html === 'string') {
        warn(`${at}[${i}]`, 'an HTML footer item cannot be converted; left out');
        return [];
      }
      const target = siteLink(item, `${at}[${i}]`, context, warn);
      return target ? [{ label: item.label, ...target }] : [];
    });
  if (groups.every((group) => isRecord(group) && Array.isArray(group.items))) {
    result.layout = 'columns';
    result.linkGroups = groups.flatMap((group: Json, index) => {
      const links = linkItems(group.items as unknown[], `footer.links[${index}].items`);
      return links.length > 0 ? [{ title: group.title, links }] : [];
    });
  } else {
    result.layout = 'row';
    const links = linkItems(groups, 'footer.links');
    result.linkGroups = links.length > 0 ? [{ title: 'Links', links }] : [];
  }
  if (typeof config.copyright === 'string') {
    const text = htmlToText(config.copyright);
    if (text !== config.copyright) warn('footer.copyright', 'HTML in the copyright is kept as plain text');
    result.copyright = text;
  }
  return result;
}
