import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { Diagnostics } from '../diagnostics.ts';
import { DEFAULT_DOC_FILE_PATTERNS, type DocFilePatterns } from '../docs.ts';
import { type DocIndex, type DocTarget, resolveRoute, SITE_PAGE_ROUTES } from '../links.ts';
import { analyticsFromConfig, reportUncarried } from './carriedConfig.ts';

/** The docs plugin's options the import needs before it reads any doc. */
export interface DocsOptions {
  /** The docs folder, relative to the website folder (`docs`). */
  path: string;
  /** Where docs are served, without slashes (`docs`; '' for docs at the site's root). */
  routeBasePath: string;
  /** The sidebars file, relative to the website folder, if the config names one. */
  sidebarPath?: string;
  /** `lastVersion`: the version served at routeBasePath itself, if the config names one. */
  lastVersion?: string;
  /** `versions`: each version's own label and path part (`current` for the docs folder). */
  versions: Record<string, { label?: string; path?: string }>;
  /** `onlyIncludeVersions`: the versions built, if the config limits them. */
  onlyIncludeVersions?: string[];
  /** `includeCurrentVersion` (default true): whether the docs folder is built at all. */
  includeCurrentVersion: boolean;
  /** `disableVersioning`: versions.json is ignored. */
  disableVersioning: boolean;
  /** `include` and `exclude`: the globs that pick the doc files in each version's folder. */
  files: DocFilePatterns;
}

interface Context {
  file: string;
  /** Every imported doc, of every version: `to` links are routes, one namespace across versions. */
  docs: DocIndex;
  /**
   * The doc a navbar or footer `doc` item names by its Docusaurus id: the latest release's, as Docusaurus
   * links it outside the docs, else another version's.
   */
  docById: (docId: string) => DocTarget | undefined;
  /** The docs with no version (the current docs): what the version menu calls them, and where they live. */
  currentDocs: { label: string; path: string };
  /** Route of the sidebar's first doc: where a `docSidebar` navbar item and the home page's button lead. */
  firstDocRoute?: string;
  diagnostics: Diagnostics;
}

type Json = Record<string, unknown>;

/** The classic preset's docs options (or the default docs plugin's), with Docusaurus's defaults. */
export function docsOptions(config: unknown, file: string, diagnostics: Diagnostics): DocsOptions {
  const options = docsPluginOptions(isRecord(config) ? config : {});
  const defaults = {
    path: 'docs',
    routeBasePath: 'docs',
    versions: {},
    includeCurrentVersion: true,
    files: DEFAULT_DOC_FILE_PATTERNS,
  };
  if (options === false) {
    diagnostics.error(file, 'the config turns the docs plugin off (docs: false); there are no docs to import');
    return { ...defaults, disableVersioning: false };
  }
  const error = (option: string, message: string) => diagnostics.error(file, `docs option "${option}" ${message}`);
  const routeBasePath = typeof options.routeBasePath === 'string' ? options.routeBasePath : 'docs';
  const result: DocsOptions = {
    ...defaults,
    path: typeof options.path === 'string' ? options.path : 'docs',
    routeBasePath: routeBasePath.replace(/^\/+|\/+$/g, ''),
    includeCurrentVersion: options.includeCurrentVersion !== false,
    disableVersioning: options.disableVersioning === true,
  };
  if (typeof options.sidebarPath === 'string') result.sidebarPath = options.sidebarPath;
  for (const key of ['include', 'exclude'] as const) {
    const globs = options[key];
    if (Array.isArray(globs) && globs.every((glob) => typeof glob === 'string'))
      result.files = { ...result.files, [key]: globs };
    else if (globs !== undefined) error(key, 'must be a list of glob patterns');
  }
  if (typeof options.lastVersion === 'string') result.lastVersion = options.lastVersion;
  else if (options.lastVersion !== undefined) error('lastVersion', 'must be a version name');
  if (isRecord(options.versions)) {
    for (const [name, version] of Object.entries(options.versions)) {
      if (!isRecord(version)) {
        error(`versions.${name}`, 'must be an object like { label: "1.x", path: "1.x" }');
        continue;
      }
      const own: { label?: string; path?: string } = {};
      for (const key of ['label', 'path'] as const) {
        if (typeof version[key] === 'string') own[key] = version[key];
        else if (version[key] !== undefined) error(`versions.${name}.${key}`, 'must be a string');
      }
      result.versions[name] = own;
    }
  } else if (options.versions !== undefined) error('versions', 'must be an object of versions by name');
  const only = options.onlyIncludeVersions;
  if (Array.isArray(only) && only.every((name) => typeof name === 'string')) result.onlyIncludeVersions = only;
  else if (only !== undefined) error('onlyIncludeVersions', 'must be a list of version names');
  return result;
}

function docsPluginOptions(config: Json): Json | false {
  for (const entry of Array.isArray(config.presets) ? config.presets : []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name === 'string' && /classic/.test(name) && isRecord(options)) {
      if (options.docs === false) return false;
      return isRecord(options.docs) ? options.docs : {};
    }
  }
  for (const entry of Array.isArray(config.plugins) ? config.plugins : []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name === 'string' && /plugin-content-docs/.test(name) && isRecord(options)) {
      if (options.id === undefined || options.id === 'default') return options;
    }
  }
  return {};
}

/**
 * What site.json would hold, read from a Docusaurus config: site settings
 * (title, tagline, address, favicon, colour mode, table of contents levels,
 * Algolia), navbar, footer, announcement bar, and a home page made of the
 * title and tagline (the config's React home page cannot be converted).
 * Whatever the site cannot show is reported as a warning at its config path.
 */
export function siteFromConfig(config: unknown, context: Context): Json {
  const root = isRecord(config) ? config : {};
  const theme = isRecord(root.themeConfig) ? root.themeConfig : {};
  const warn = (at: string, message: string) => context.diagnostics.warn(context.file, `${at}: ${message}`);

  const docs = docsPluginOptions(root);
  const settings = siteSettings(root, theme, context, warn);
  const analytics = analyticsFromConfig(root, warn);
  if (analytics) settings.analytics = analytics;
  if (docs !== false && docs.editUrl !== undefined) {
    // "Edit this page" went to the docs' source; the source is the Studio now.
    settings.showEditLinks = true;
    warn(
      'docs.editUrl',
      '"Edit this page" now opens the doc in the Studio: enter the Studio\'s address in Site settings to show the links',
    );
  }
  reportUncarried(root, docs === false ? undefined : docs, warn);
  const site: Json = {
    siteSettings: settings,
    navbar: navbar(isRecord(theme.navbar) ? theme.navbar : {}, siteTitleOf(root), context, warn),
    footer: footer(isRecord(theme.footer) ? theme.footer : {}, siteTitleOf(root) ?? 'Site', context, warn),
    landingPage: landingPage(root, context, warn),
  };
  if (isRecord(theme.announcementBar)) site.announcement = announcement(theme.announcementBar, warn);
  else site.announcement = { enabled: false, id: 'announcement', content: 'Announcement', isCloseable: true };
  return site;
}

function siteSettings(root: Json, theme: Json, context: Context, warn: Warn): Json {
  const settings: Json = {};
  if (typeof root.title === 'string') settings.title = root.title;
  if (typeof root.tagline === 'string' && root.tagline !== '') settings.tagline = root.tagline;
  else if (typeof root.title === 'string') {
    // Docusaurus's tagline may be empty; here it is the home page's subtitle and the pages' default description.
    settings.tagline = root.title;
    warn('tagline', `the config has none; the site's title stands in (Site settings › Tagline)`);
  }
  if (typeof root.url === 'string') {
    const base = typeof root.baseUrl === 'string' ? root.baseUrl : '/';
    settings.url = `${root.url.replace(/\/+$/, '')}${base}`.replace(/\/+$/, '');
  }
  if (typeof root.favicon === 'string') settings.favicon = root.favicon;
  const colorMode = isRecord(theme.colorMode) ? theme.colorMode : {};
  const mode: Json = {};
  if (colorMode.defaultMode === 'light' || colorMode.defaultMode === 'dark') mode.defaultMode = colorMode.defaultMode;
  if (typeof colorMode.respectPrefersColorScheme === 'boolean')
    mode.respectPrefersColorScheme = colorMode.respectPrefersColorScheme;
  if (typeof colorMode.disableSwitch === 'boolean') mode.showSwitch = !colorMode.disableSwitch;
  if (Object.keys(mode).length > 0) settings.colorMode = mode;
  const toc = isRecord(theme.tableOfContents) ? theme.tableOfContents : {};
  if (typeof toc.minHeadingLevel === 'number') settings.tocMinHeadingLevel = toc.minHeadingLevel;
  if (typeof toc.maxHeadingLevel === 'number') settings.tocMaxHeadingLevel = toc.maxHeadingLevel;
  const navbar = isRecord(theme.navbar) ? theme.navbar : {};
  if (typeof navbar.hideOnScroll === 'boolean') settings.hideNavbarOnScroll = navbar.hideOnScroll;
  const algolia = isRecord(theme.algolia) ? theme.algolia : undefined;
  if (algolia && typeof algolia.appId === 'string' && typeof algolia.apiKey === 'string') {
    settings.algolia = { appId: algolia.appId, searchApiKey: algolia.apiKey, indexName: algolia.indexName };
  }
  settings.docsVersionLabel = context.currentDocs.label;
  settings.docsVersionPath = context.currentDocs.path;
  return settings;
}

type Warn = (at: string, message: string) => void;

/** A Docusaurus link (`to`, `href`, a doc, a sidebar) as a site.json link, or undefined (with a warning) when it leads nowhere here. */
function link(item: Json, at: string, context: Context, warn: Warn): Json | undefined {
  const label = typeof item.label === 'string' ? item.label : undefined;
  const name = label === undefined ? 'an item' : `"${label}"`;
  if (item.type === 'docSidebar') {
    if (context.firstDocRoute === undefined) return undefined;
    return { to: context.firstDocRoute };
  }
  if (item.type === 'doc' && typeof item.docId === 'string') {
    const target = context.docById(item.docId);
    if (target) return { to: target.route };
    warn(at, `${name} links to doc "${item.docId}", which is not imported; left out`);
    return undefined;
  }
  // Docusaurus takes a path of the site as `href` too: a doc's becomes a link to the doc, the home page's stays a path.
  const href = typeof item.href === 'string' ? item.href : undefined;
  if (href !== undefined && !(href.startsWith('/') && !href.startsWith('//'))) return { href };
  const to = href ?? (typeof item.to === 'string' ? item.to : undefined);
  if (to === undefined) {
    warn(at, `${name} has no link (to, href, docId); left out`);
    return undefined;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(to)) return { href: to };
  if (resolveRoute(to, context.docs).kind === 'internal') return { to };
  // A page of the site that is not a doc (the home page) stays a path.
  const sitePath = `/${to.replace(/^\/+/, '')}`;
  if (SITE_PAGE_ROUTES.includes(sitePath.replace(/[#?].*$/, '').slice(1))) return { href: sitePath };
  warn(at, `${name} links to ${to}, which is not a doc (the blog and custom pages are not migrated); left out`);
  return undefined;
}

/** Navbar menus the site fills itself: kept where the config places them, as items an editor can move or remove. */
const MENU_NAVBAR_ITEMS = new Set(['localeDropdown', 'docsVersionDropdown']);

function navbar(config: Json, siteTitle: string | undefined, context: Context, warn: Warn): Json {
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
      items.push({ kind: item.type, position });
      return;
    }
    if (item.type === 'dropdown' || Array.isArray(item.items)) {
      const dropdown = (Array.isArray(item.items) ? item.items : []).flatMap((child: unknown, i) => {
        if (!isRecord(child)) return [];
        const target = link(child, `${at}.items[${i}]`, context, warn);
        return target ? [{ label: child.label, ...target }] : [];
      });
      if (dropdown.length > 0) items.push({ label, position, dropdown });
      return;
    }
    if (item.type === 'html') {
      warn(at, 'an HTML navbar item cannot be converted; left out');
      return;
    }
    const target = link(item, at, context, warn);
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

/** A logo as site.json writes it. Docusaurus allows an empty alt; here the logo is described, with a warning. */
function logoValue(logo: Json, at: string, siteTitle: string, warn: Warn): Json {
  if (typeof logo.alt === 'string' && logo.alt.trim() !== '') return { src: logo.src, alt: logo.alt };
  const alt = `${siteTitle} logo`;
  warn(`${at}.alt`, `the logo has no alternative text; it is described as "${alt}" (change it in the Studio)`);
  return { src: logo.src, alt };
}

function footer(config: Json, siteTitle: string, context: Context, warn: Warn): Json {
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
      const target = link(item, `${at}[${i}]`, context, warn);
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

function landingPage(root: Json, context: Context, warn: Warn): Json {
  warn(
    'src/pages',
    "the home page is React code and is not converted: the site's home page gets the title, tagline and a button to the first doc; edit it in the Studio",
  );
  const title = typeof root.title === 'string' ? root.title : 'Docs';
  const tagline = typeof root.tagline === 'string' && root.tagline !== '' ? root.tagline : title;
  const actions =
    context.firstDocRoute === undefined
      ? []
      : [{ label: 'Get started', variant: 'primary', to: context.firstDocRoute }];
  return { hero: { title, tagline, actions } };
}

function announcement(config: Json, warn: Warn): Json {
  const content = typeof config.content === 'string' ? config.content : '';
  const markdown = htmlToMarkdown(content);
  if (markdown.dropped.length > 0) {
    warn('announcementBar.content', `HTML tags ${markdown.dropped.join(', ')} cannot be converted; their text is kept`);
  }
  const rawId = typeof config.id === 'string' ? config.id : 'announcement-bar';
  const id =
    rawId
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'announcement-bar';
  if (id !== rawId) {
    warn(
      'announcementBar.id',
      `"${rawId}" becomes "${id}" (lowercase letters, digits and dashes); readers who closed the bar see it again`,
    );
  }
  const result: Json = { enabled: true, id, content: markdown.text };
  if (typeof config.backgroundColor === 'string') result.backgroundColor = config.backgroundColor;
  if (typeof config.textColor === 'string') result.textColor = config.textColor;
  result.isCloseable = config.isCloseable !== false;
  return result;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The announcement bar's HTML as the Markdown the site's announcement holds: links, bold, italics and code are
 * kept; other tags are dropped with their text kept (and named).
 */
function htmlToMarkdown(html: string): { text: string; dropped: string[] } {
  const dropped = new Set<string>();
  const text = html
    .replace(/<a\s[^>]*href\s*=\s*(["'])(.*?)\1[^>]*>(.*?)<\/a>/gis, (_all, _q, href: string, inner: string) => {
      return `[${inner}](${href})`;
    })
    .replace(/<\/?(b|strong)\b[^>]*>/gi, '**')
    .replace(/<\/?(i|em)\b[^>]*>/gi, '_')
    .replace(/<\/?code\b[^>]*>/gi, '`')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_all, tag: string) => {
      dropped.add(`<${tag.toLowerCase()}>`);
      return '';
    });
  return { text: decodeEntities(text).replace(/\s+/g, ' ').trim(), dropped: [...dropped] };
}

function siteTitleOf(root: Json): string | undefined {
  return typeof root.title === 'string' && root.title !== '' ? root.title : undefined;
}
