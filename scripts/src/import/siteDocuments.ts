import path from 'node:path';
import { announcementContrastProblem, isHexColor } from '@react-redux-docs/schemas';
import type { Diagnostics } from './diagnostics.ts';
import type { AssetStore } from './images.ts';
import { type AnchorCheck, type DocIndex, normalizeRoute, resolveRoute } from './links.ts';
import { MarkdownSource } from './markdown.ts';
import { markdownToPortableText } from './markdownToPortableText.ts';
import type { ImageAssetValue, Reference, SanityDocument } from './types.ts';

export interface SiteContext {
  /** Absolute path of site.json; image paths in it are relative to its folder. */
  file: string;
  docs: DocIndex;
  assets: AssetStore;
  diagnostics: Diagnostics;
  /** Links with an `#anchor` are added here, to be checked when every doc's headings are known. */
  anchorChecks: AnchorCheck[];
}

interface LinkTarget {
  doc?: Reference;
  anchor?: string;
  url?: string;
}

const SECTIONS = ['siteSettings', 'navbar', 'footer', 'announcement', 'landingPage'] as const;

/** The singleton documents described by site.json (`_id` equals `_type`). */
export function siteDocuments(json: unknown, context: SiteContext): SanityDocument[] {
  const root = new Fields(json, '', context);
  const documents: SanityDocument[] = [];
  const builders: Record<(typeof SECTIONS)[number], (fields: Fields) => Record<string, unknown>> = {
    siteSettings: (f) => siteSettings(f, context),
    navbar: (f) => navbar(f, context),
    footer: (f) => footer(f, context),
    announcement: (f) => announcement(f, context),
    landingPage: (f) => landingPage(f, context),
  };
  for (const section of SECTIONS) {
    const fields = root.object(section);
    if (!fields) {
      context.diagnostics.warn(context.file, `no "${section}" section; no ${section} document is imported`);
      continue;
    }
    documents.push({ _id: section, _type: section, ...builders[section](fields) });
    fields.done();
  }
  root.done();
  return documents;
}

function siteSettings(f: Fields, context: SiteContext): Record<string, unknown> {
  const result: Record<string, unknown> = {
    title: f.string('title', { required: true }),
    tagline: f.string('tagline', { required: true }),
    url: f.url('url', { required: true, schemes: ['https', 'http'] }),
    titleDelimiter: f.string('titleDelimiter', { trim: false }) ?? ' | ',
    favicon: f.has('favicon') ? image(f.raw('favicon'), f.path('favicon'), 'image', context) : undefined,
    docsVersionLabel: f.string('docsVersionLabel') ?? 'Next',
    hideNavbarOnScroll: f.boolean('hideNavbarOnScroll') ?? false,
    tocMinHeadingLevel: f.integer('tocMinHeadingLevel', 2, 6) ?? 2,
    tocMaxHeadingLevel: f.integer('tocMaxHeadingLevel', 2, 6) ?? 3,
  };
  if ((result.tocMaxHeadingLevel as number) < (result.tocMinHeadingLevel as number)) {
    f.error('tocMaxHeadingLevel', 'must not be smaller than tocMinHeadingLevel');
  }
  const colorMode = f.object('colorMode');
  if (colorMode) {
    result.colorMode = {
      defaultMode: colorMode.oneOf('defaultMode', ['light', 'dark']) ?? 'light',
      respectPrefersColorScheme: colorMode.boolean('respectPrefersColorScheme') ?? false,
      showSwitch: colorMode.boolean('showSwitch') ?? true,
    };
    colorMode.done();
  }
  const algolia = f.object('algolia');
  if (algolia) {
    const value = {
      appId: algolia.string('appId'),
      searchApiKey: algolia.string('searchApiKey'),
      indexName: algolia.string('indexName'),
    };
    const filled = Object.values(value).filter((v) => v !== undefined).length;
    if (filled !== 0 && filled !== 3) f.error('algolia', 'fill in appId, searchApiKey and indexName, or none of them');
    if (filled > 0) result.algolia = value;
    algolia.done();
  }
  return result;
}

function navbar(f: Fields, context: SiteContext): Record<string, unknown> {
  return {
    title: f.string('title', { required: true }),
    logo: f.has('logo') ? image(f.raw('logo'), f.path('logo'), 'logo', context) : undefined,
    items: f.array('items', { required: true, min: 1 })?.map((item) => {
      const dropdown = item.has('dropdown') ? item.array('dropdown', { min: 1 }) : undefined;
      const result = {
        _type: 'navbarItem',
        label: item.string('label', { required: true }),
        position: item.oneOf('position', ['left', 'right']) ?? 'left',
        ...linkTarget(item, context, { required: dropdown === undefined }),
        dropdown: dropdown?.map((link) => siteLink(link, context)),
      };
      item.done();
      return result;
    }),
  };
}

function footer(f: Fields, context: SiteContext): Record<string, unknown> {
  return {
    style: f.oneOf('style', ['dark', 'light']) ?? 'dark',
    layout: f.oneOf('layout', ['columns', 'row']) ?? 'columns',
    logo: f.has('logo') ? image(f.raw('logo'), f.path('logo'), 'logo', context) : undefined,
    logoUrl: f.url('logoUrl', { schemes: ['https', 'http'] }),
    linkGroups: f.array('linkGroups', { required: true, min: 1 })?.map((group) => {
      const result = {
        _type: 'footerLinkGroup',
        title: group.string('title', { required: true }),
        links: group.array('links', { required: true, min: 1 })?.map((link) => siteLink(link, context)),
      };
      group.done();
      return result;
    }),
    copyright: f.string('copyright', { required: true }),
  };
}

function announcement(f: Fields, context: SiteContext): Record<string, unknown> {
  const announcementId = f.string('id', { required: true });
  if (announcementId !== undefined && !/^[a-z0-9-]+$/.test(announcementId)) {
    f.error('id', `"${announcementId}" may use only lowercase letters, digits and dashes`);
  }
  const color = (key: string, fallback: string) => {
    const value = f.string(key) ?? fallback;
    if (!isHexColor(value)) f.error(key, `"${value}" is not a colour code like #20232a or #fff`);
    return value;
  };
  const backgroundColor = color('backgroundColor', '#764abc');
  const textColor = color('textColor', '#ffffff');
  const contrast = announcementContrastProblem({ backgroundColor, textColor });
  if (contrast) f.error('textColor', contrast);
  const text = f.string('content', { required: true });
  let content: unknown[] | undefined;
  if (text !== undefined) {
    const markdown = new MarkdownSource({
      text,
      file: context.file,
      diagnostics: context.diagnostics,
      jsonPath: f.path('content'),
    });
    content = markdownToPortableText(markdown.group(markdown.root.children), {
      source: markdown,
      docs: context.docs,
      origin: { file: context.file },
      assets: context.assets,
      staticDirs: [path.dirname(context.file)],
      mode: 'paragraphs',
      anchorChecks: context.anchorChecks,
    });
    if (content.length === 0) f.error('content', 'the announcement has no text');
  }
  return {
    enabled: f.boolean('enabled') ?? false,
    announcementId,
    content,
    backgroundColor,
    textColor,
    isCloseable: f.boolean('isCloseable') ?? true,
  };
}

function landingPage(f: Fields, context: SiteContext): Record<string, unknown> {
  const hero = f.object('hero', { required: true });
  const result: Record<string, unknown> = {};
  if (hero) {
    result.hero = {
      title: hero.string('title', { required: true }),
      tagline: hero.string('tagline', { required: true }),
      actions: hero.array('actions')?.map((action) => {
        const value = {
          _type: 'heroAction',
          label: action.string('label', { required: true }),
          variant: action.oneOf('variant', ['primary', 'secondary']) ?? 'primary',
          ...linkTarget(action, context, { required: true }),
        };
        action.done();
        return value;
      }),
    };
    hero.done();
  }
  result.features = f.array('features')?.map((feature) => {
    const value = {
      _type: 'feature',
      title: feature.string('title', { required: true }),
      text: feature.string('text', { required: true }),
    };
    feature.done();
    return value;
  });
  return result;
}

function siteLink(f: Fields, context: SiteContext): Record<string, unknown> {
  const result = {
    _type: 'siteLink',
    label: f.string('label', { required: true }),
    ...linkTarget(f, context, { required: true }),
  };
  f.done();
  return result;
}

/** `to: 'route#anchor'` → doc reference (+ anchor); `href` → url. */
function linkTarget(f: Fields, context: SiteContext, options: { required: boolean }): LinkTarget {
  const to = f.string('to');
  const href = f.string('href');
  if (to !== undefined && href !== undefined) {
    f.error('to', 'use either `to` (a doc route) or `href` (a web address), not both');
    return {};
  }
  if (to !== undefined) {
    const resolution = resolveRoute(to, context.docs);
    if (resolution.kind !== 'internal') {
      const route = normalizeRoute(to.split('#')[0] ?? '');
      if (!context.docs.failed.has(route)) {
        f.error('to', resolution.kind === 'unresolved' ? resolution.reason : `"${to}" is not a doc route`);
      }
      return {};
    }
    if (resolution.anchor !== undefined) {
      const at = { path: f.path('to') };
      context.anchorChecks.push({
        target: resolution.target,
        anchor: resolution.anchor,
        report: (message) => context.diagnostics.warn(context.file, message, at),
      });
    }
    return {
      doc: { _type: 'reference', _ref: resolution.target.documentId },
      ...(resolution.anchor !== undefined ? { anchor: resolution.anchor } : {}),
    };
  }
  if (href !== undefined) {
    const url = f.url('href', { schemes: ['https', 'http', 'mailto'] });
    return url !== undefined ? { url } : {};
  }
  if (options.required) f.error(undefined, 'needs `to` (a doc route like "api/hooks") or `href` (a web address)');
  return {};
}

/** `{src, alt}` (logos) or a path string (favicon) → image field with the file copied. */
function image(value: unknown, at: string, type: 'logo' | 'image', context: SiteContext): ImageAssetValue | undefined {
  let src: string | undefined;
  let alt: string | undefined;
  if (typeof value === 'string') {
    src = value;
  } else {
    const f = new Fields(value, at, context);
    src = f.string('src', { required: true });
    alt = f.string('alt');
    f.done();
  }
  const report = (message: string) => context.diagnostics.error(context.file, message, { path: at });
  if (src === undefined) return undefined;
  if (type === 'logo' && alt === undefined) {
    report('the logo needs alt text: add "alt" describing it, e.g. "React Redux logo"');
    return undefined;
  }
  const result = (sanityAsset: string): ImageAssetValue => ({
    _type: type,
    ...(alt !== undefined ? { alt } : {}),
    _sanityAsset: sanityAsset,
  });
  if (/^https?:\/\//i.test(src)) {
    context.diagnostics.warn(context.file, `remote image ${src} is downloaded by Sanity at import time`, { path: at });
    return result(`image@${src}`);
  }
  const file = path.join(path.dirname(context.file), src.replace(/^\/+/, ''));
  const asset = context.assets.add(file);
  if (!asset.ok) {
    report(`image file ${src} ${asset.message}`);
    return undefined;
  }
  return result(asset.sanityAsset);
}

/**
 * Reads one JSON object, reporting type errors and unknown keys at their
 * JSON path (e.g. `navbar.items[5].to`).
 */
class Fields {
  readonly #object: Record<string, unknown>;
  readonly #path: string;
  readonly #context: SiteContext;
  readonly #used = new Set<string>();

  constructor(value: unknown, at: string, context: SiteContext) {
    this.#path = at;
    this.#context = context;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      this.#object = value as Record<string, unknown>;
    } else {
      this.#object = {};
      context.diagnostics.error(context.file, 'must be an object', at === '' ? {} : { path: at });
    }
  }

  path(key: string | undefined): string {
    if (key === undefined) return this.#path;
    return this.#path === '' ? key : `${this.#path}.${key}`;
  }

  error(key: string | undefined, message: string): void {
    const at = this.path(key);
    this.#context.diagnostics.error(this.#context.file, message, at === '' ? {} : { path: at });
  }

  has(key: string): boolean {
    return this.#object[key] !== undefined && this.#object[key] !== null;
  }

  raw(key: string): unknown {
    this.#used.add(key);
    return this.#object[key];
  }

  #value(key: string, required: boolean | undefined): unknown {
    const value = this.raw(key);
    if ((value === undefined || value === null) && required) this.error(key, 'is required');
    return value ?? undefined;
  }

  string(key: string, options: { required?: boolean; trim?: boolean } = {}): string | undefined {
    const value = this.#value(key, options.required);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      this.error(key, 'must be a string');
      return undefined;
    }
    const text = options.trim === false ? value : value.trim();
    if (text === '' && options.required) this.error(key, 'must not be empty');
    return text === '' ? undefined : text;
  }

  url(key: string, options: { required?: boolean; schemes: string[] }): string | undefined {
    const value = this.string(key, options);
    if (value === undefined) return undefined;
    let scheme: string | undefined;
    try {
      scheme = new URL(value).protocol.replace(/:$/, '');
    } catch {
      scheme = undefined;
    }
    if (scheme === undefined || !options.schemes.includes(scheme)) {
      this.error(
        key,
        `"${value}" is not a web address starting with ${options.schemes.map((s) => `${s}:`).join(', ')}`,
      );
      return undefined;
    }
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.#value(key, false);
    if (value === undefined || typeof value === 'boolean') return value;
    this.error(key, 'must be true or false');
    return undefined;
  }

  integer(key: string, min: number, max: number): number | undefined {
    const value = this.#value(key, false);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.error(key, `must be a whole number from ${min} to ${max}`);
      return undefined;
    }
    return value;
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.#value(key, false);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      this.error(key, `must be one of ${values.map((v) => `"${v}"`).join(', ')}`);
      return undefined;
    }
    return value as T;
  }

  object(key: string, options: { required?: boolean } = {}): Fields | undefined {
    const value = this.#value(key, options.required);
    return value === undefined ? undefined : new Fields(value, this.path(key), this.#context);
  }

  array(key: string, options: { required?: boolean; min?: number } = {}): Fields[] | undefined {
    const value = this.#value(key, options.required);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) {
      this.error(key, 'must be an array');
      return undefined;
    }
    if (options.min !== undefined && value.length < options.min)
      this.error(key, `needs at least ${options.min} item(s)`);
    return value.map((item: unknown, index) => new Fields(item, `${this.path(key)}[${index}]`, this.#context));
  }

  /** Warns about keys no reader asked for. */
  done(): void {
    for (const key of Object.keys(this.#object)) {
      if (!this.#used.has(key)) {
        this.#context.diagnostics.warn(this.#context.file, 'unknown field ignored', { path: this.path(key) });
      }
    }
  }
}
