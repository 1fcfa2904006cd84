import {
  resolveDefinition,
  SINGLETON_IDS,
  type SingletonType,
  schemaTypeNamed,
  type TypeDefinition,
  withInitialValues,
} from '@react-redux-docs/schemas';
import type { SanityDocument } from '../types.ts';
import { imageField } from './imageField.ts';
import { Fields } from './jsonFields.ts';
import { linkTarget } from './linkTarget.ts';
import { markdownField } from './markdownField.ts';
import { SITE_JSON_SECTIONS } from './sections.ts';
import type { SiteJsonContext } from './types.ts';

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
export function documentsFromSiteJson(json: unknown, context: SiteJsonContext): SanityDocument[] {
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

function readObject(f: Fields, fields: readonly TypeDefinition[], context: SiteJsonContext): Record<string, unknown> {
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

function readValue(f: Fields, key: string, field: TypeDefinition, context: SiteJsonContext): unknown {
  const definition = resolveDefinition(field);
  if (isImage(definition)) {
    // The value's _type is the named type the field uses (`logo`), or plain `image`.
    return imageField(f.raw(key), f.path(key), field.type === 'logo' ? 'logo' : 'image', context);
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
