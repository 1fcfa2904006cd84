import path from 'node:path';
import {
  resolveDefinition,
  SINGLETON_IDS,
  type SingletonType,
  schemaTypeNamed,
  singletonTypes,
  type TypeDefinition,
  withInitialValues,
} from '@react-redux-docs/schemas';
import type { Diagnostics } from './diagnostics.ts';
import type { AssetStore } from './images.ts';
import { type AnchorCheck, type DocIndex, normalizeRoute, resolveRoute } from './links.ts';
import { MarkdownSource } from './markdown.ts';
import { markdownToPortableText } from './portableText/index.ts';
import type { ImageAssetValue, LinkTarget, SanityDocument } from './types.ts';

export interface SiteContext {
  /** Absolute path of site.json (or the Docusaurus config it was read from), named in messages. */
  file: string;
  /** Where image paths are looked up (default: the folder of `file`). */
  imageDir?: string;
  docs: DocIndex;
  assets: AssetStore;
  diagnostics: Diagnostics;
  /** Links with an `#anchor` are added here, to be checked when every doc's headings are known. */
  anchorChecks: AnchorCheck[];
}

/** The singletons site.json describes; the docs sidebar comes from the sidebars file. */
export const SITE_JSON_SECTIONS = singletonTypes.map((type) => type.name).filter((name) => name !== 'docsSidebar');

const isImage = (definition: TypeDefinition) => definition.type === 'image';
const isPortableText = (definition: TypeDefinition) =>
  definition.type === 'array' && (definition.of ?? []).some((member) => member.type === 'block');
const isObject = (definition: TypeDefinition) => definition.type === 'object' || definition.type === 'document';
/** Objects that link somewhere carry `doc`, `anchor` and `url`; site.json writes them as `to` or `href`. */
const LINK_FIELDS = ['doc', 'anchor', 'url'];
const isLinkTarget = (fields: readonly TypeDefinition[]) =>
  LINK_FIELDS.every((name) => fields.some((field) => field.name === name));

/** site.json keys that differ from the schema's field names (for the announcement's `announcementId`). */
const RENAMED: Record<string, string> = { announcementId: 'id' };

/**
 * The singleton documents described by site.json (`_id` equals `_type`).
 * site.json holds each document's fields as the schema names them, read by
 * walking the schema itself, with three conveniences: links as `to`
 * ("api/hooks#useselector") or `href`, rich text as Markdown, images as file
 * paths. Empty fields get the schema's initial values; whether the values
 * are valid is for the schema's own rules to say (validateDocuments).
 */
export function siteDocuments(json: unknown, context: SiteContext): SanityDocument[] {
  const root = new Fields(json, '', context);
  const documents: SanityDocument[] = [];
  for (const section of SITE_JSON_SECTIONS) {
    const fields = root.object(section);
    if (!fields) {
      context.diagnostics.warn(context.file, `no "${section}" section; no ${section} document is imported`);
      continue;
    }
    const type = schemaTypeNamed(section);
    const document = {
      _id: SINGLETON_IDS[section as SingletonType],
      _type: section,
      ...readObject(fields, type?.fields ?? [], context),
    };
    documents.push(withInitialValues(document, section));
    fields.done();
  }
  root.done();
  return documents;
}

function readObject(f: Fields, fields: readonly TypeDefinition[], context: SiteContext): Record<string, unknown> {
  const linking = isLinkTarget(fields);
  const result: Record<string, unknown> = linking ? { ...linkTarget(f, context) } : {};
  for (const field of fields) {
    const name = field.name ?? '';
    if (linking && LINK_FIELDS.includes(name)) continue;
    const key = RENAMED[name] ?? name;
    if (!f.has(key)) {
      f.raw(key); // a known field written as null is empty, not unknown
      continue;
    }
    const value = readValue(f, key, field, context);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

function readValue(f: Fields, key: string, field: TypeDefinition, context: SiteContext): unknown {
  const definition = resolveDefinition(field);
  if (isImage(definition)) {
    // The value's _type is the named type the field uses (`logo`), or plain `image`.
    return image(f.raw(key), f.path(key), field.type === 'logo' ? 'logo' : 'image', context);
  }
  if (isPortableText(definition)) return markdownField(f, key, context);
  if (isObject(definition)) {
    const nested = f.object(key);
    if (!nested) return undefined;
    const value = readObject(nested, definition.fields ?? [], context);
    nested.done();
    return value;
  }
  if (definition.type === 'array') {
    const members = definition.of ?? [];
    const [member] = members;
    if (members.length !== 1 || !member) return f.raw(key);
    const memberDefinition = resolveDefinition(member);
    if (!isObject(memberDefinition) && !isImage(memberDefinition)) return f.raw(key);
    return f.array(key)?.map((item) => {
      const value = { _type: member.name ?? member.type, ...readObject(item, memberDefinition.fields ?? [], context) };
      item.done();
      return value;
    });
  }
  return f.raw(key);
}

/** A rich text field written as Markdown (the announcement's message), as paragraph-level Portable Text. */
function markdownField(f: Fields, key: string, context: SiteContext): unknown[] | undefined {
  const text = f.raw(key);
  if (typeof text !== 'string') {
    f.error(key, 'must be Markdown text');
    return undefined;
  }
  const markdown = new MarkdownSource({
    text,
    file: context.file,
    diagnostics: context.diagnostics,
    jsonPath: f.path(key),
  });
  const content = markdownToPortableText(markdown.group(markdown.root.children), {
    source: markdown,
    docs: context.docs,
    origin: { file: context.file },
    assets: context.assets,
    staticDirs: [context.imageDir ?? path.dirname(context.file)],
    mode: 'paragraphs',
    anchorChecks: context.anchorChecks,
  });
  return content.length > 0 ? content : undefined;
}

/**
 * `to: 'route#anchor'` → doc reference (+ anchor); `href` → url. Whether a
 * link has exactly one of them is the schema's rule to check.
 */
function linkTarget(f: Fields, context: SiteContext): LinkTarget {
  const to = f.string('to');
  const href = f.raw('href');
  const result: LinkTarget = href === undefined || href === null ? {} : { url: href as string };
  if (to !== undefined) {
    const resolution = resolveRoute(to, context.docs);
    if (resolution.kind !== 'internal') {
      const route = normalizeRoute(to.split('#')[0] ?? '');
      if (!context.docs.failed.has(route)) {
        f.error('to', resolution.kind === 'unresolved' ? resolution.reason : `"${to}" is not a doc route`);
      }
      return {};
    }
    if (resolution.target.draft) {
      f.error(
        'to',
        `"${to}" is a draft (draft: true), which has no page until it is published; link to a published doc`,
      );
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
    result.doc = { _type: 'reference', _ref: resolution.target.documentId };
    if (resolution.anchor !== undefined) result.anchor = resolution.anchor;
  }
  return result;
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
  const result = (sanityAsset: string): ImageAssetValue => ({
    _type: type,
    ...(alt !== undefined ? { alt } : {}),
    _sanityAsset: sanityAsset,
  });
  if (/^https?:\/\//i.test(src)) {
    const warn = (message: string) => context.diagnostics.warn(context.file, message, { path: at });
    return result(context.assets.addRemote(src, { error: report, warn }));
  }
  const file = path.join(context.imageDir ?? path.dirname(context.file), src.replace(/^\/+/, ''));
  const asset = context.assets.add(file);
  if (!asset.ok) {
    report(`image file ${src} ${asset.message}`);
    return undefined;
  }
  return result(asset.sanityAsset);
}

/**
 * Reads one JSON object, reporting what the importer itself must understand
 * (objects, arrays, link routes) and unknown keys at their JSON path, e.g.
 * `navbar.items[5].to`. Values pass through as written: the schema's rules judge them.
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

  /** A string the importer needs to read itself (a route, a file path). */
  string(key: string, options: { required?: boolean } = {}): string | undefined {
    const value = this.raw(key);
    if (value === undefined || value === null) {
      if (options.required) this.error(key, 'is required');
      return undefined;
    }
    if (typeof value !== 'string') {
      this.error(key, 'must be a string');
      return undefined;
    }
    return value.trim() === '' ? undefined : value.trim();
  }

  object(key: string): Fields | undefined {
    const value = this.raw(key);
    return value === undefined || value === null ? undefined : new Fields(value, this.path(key), this.#context);
  }

  array(key: string): Fields[] | undefined {
    const value = this.raw(key);
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) {
      this.error(key, 'must be an array');
      return undefined;
    }
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
