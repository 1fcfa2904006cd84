/**
 * Releasing the current docs as a version, as one set of writes: a copy of every published current doc, sidebar
 * category and sidebar link, moved under the version's path, with the references and site addresses between them
 * pointing at the copies, and the version document itself. The Studio's Versions tool and the command line both
 * plan with this and send the plan as a single transaction, so readers never see half a version.
 */
import { isRecord } from '../isRecord.ts';
import { routeInVersion, versionNameProblem, versionPathProblem } from '../rules/docsVersion.ts';
import { routeProblem } from '../rules/route.ts';
import {
  type StoredDocument,
  VERSION_MEMBER_TYPES,
  VersionJobError,
  type VersionMutation,
  versionDocumentId,
  versionIdPart,
  versionKey,
} from './documents.ts';

export interface ReleaseRequest {
  /** The version's name, like "1.x". */
  name: string;
  /** What the version menu calls it; the name when not given. */
  label?: string;
  /** Where its docs live; the current docs' path with the name after it when not given. */
  path?: string;
  /** Whether it becomes the latest release (the one search looks in by default). */
  latest: boolean;
  /** The `_id` of the docs section whose current docs are released; the main docs' when not given. */
  section?: string;
}

export interface ReleasePlan {
  version: StoredDocument;
  copies: StoredDocument[];
  /** Versions already there: they move one place down the version menu, and lose "Latest release" when asked. */
  patches: { id: string; inc?: Record<string, number>; set?: Record<string, unknown> }[];
  /** Current docs with changes not yet published: the release copies what readers see. */
  unpublishedChanges: string[];
}

/** The path a new version gets when none is given: beside the current docs, named after it (Docusaurus's default). */
export function defaultVersionPath(name: string, currentPath: string): string {
  return currentPath === '' ? name : `${currentPath}/${name}`;
}

/**
 * The `_id` of a document's copy in a version, as the importer names them: `doc-api_hooks` → `doc-1_x--api_hooks`;
 * in a docs section, `doc-community--rules` → `doc-community--1_x--rules`.
 */
export function copyId(document: StoredDocument, versionName: string, sectionName?: string): string {
  const match = /^([A-Za-z]+)-(.+)$/.exec(document._id);
  const part = versionKey(versionName, sectionName);
  if (match && match[1] === document._type) {
    const sectionPrefix = sectionName === undefined ? '' : `${versionIdPart(sectionName)}--`;
    const rest = match[2] ?? '';
    return `${match[1]}-${part}--${sectionPrefix && rest.startsWith(sectionPrefix) ? rest.slice(sectionPrefix.length) : rest}`;
  }
  return `${document._type}-${part}--${document._id}`;
}

const joinRoute = (base: string, rest: string) => (base === '' ? rest : rest === '' ? base : `${base}/${rest}`);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const slugOf = (value: unknown) => (isRecord(value) ? text(value.current) : undefined);

/**
 * Plans the release. `documents` are the dataset's documents, drafts included (they are only counted); `mainPath`
 * is where the main current docs live (the site settings' docs version path); a docs section's current docs live
 * at its path. Throws a VersionJobError listing every problem when the release cannot be made as asked.
 */
export function planRelease(
  request: ReleaseRequest,
  documents: readonly StoredDocument[],
  mainPath: string,
): ReleasePlan {
  const published = documents.filter((document) => !document._id.startsWith('drafts.'));
  const section =
    request.section === undefined
      ? undefined
      : published.find((document) => document._id === request.section && document._type === 'docsSection');
  if (request.section !== undefined && !section) {
    throw new VersionJobError('Cannot release a version', [
      `No published docs section has the id "${request.section}".`,
    ]);
  }
  const sectionName = section ? text(section.name) : undefined;
  const currentPath = section ? (text(section.path) ?? '') : mainPath;
  const sectionOf = (document: StoredDocument) =>
    isRecord(document.section) ? text(document.section._ref) : undefined;
  const name = request.name.trim();
  const label = request.label?.trim() || name;
  const path = (request.path ?? defaultVersionPath(name, currentPath)).trim().replace(/^\/+|\/+$/g, '');
  const problems: string[] = [];
  const nameProblem = versionNameProblem(name);
  if (nameProblem) problems.push(`Name "${name}": ${nameProblem}`);
  const pathProblem = versionPathProblem(path);
  if (pathProblem) problems.push(`Path "/${path}": ${pathProblem}`);
  if (path === currentPath) problems.push(`Path "/${path}": the current docs live there; give the version its own.`);

  // Names and the menu are per docs section; paths are the whole site's.
  const allVersions = published.filter((document) => document._type === 'docsVersion');
  const versions = allVersions.filter((version) => sectionOf(version) === section?._id);
  for (const version of versions) {
    if (text(version.name)?.toLowerCase() === name.toLowerCase()) {
      problems.push(`Name "${name}": another docs version of these docs is already named so.`);
    }
  }
  for (const version of allVersions) {
    if ((text(version.path) ?? '') === path) problems.push(`Path "/${path}": ${text(version.label)} lives there.`);
  }
  const versionId = versionDocumentId(name, sectionName);
  if (documents.some((document) => document._id === versionId || document._id === `drafts.${versionId}`)) {
    problems.push(`A document "${versionId}" already exists; remove it or pick another name.`);
  }
  if (problems.length > 0) throw new VersionJobError(`Cannot release ${name || 'a version'}`, problems);

  // The current docs of the section (or of the main docs): in no released version.
  const isCurrentMember = (document: StoredDocument) =>
    VERSION_MEMBER_TYPES.has(document._type) && !isRecord(document.version) && sectionOf(document) === section?._id;
  const members = published.filter(isCurrentMember);
  const ids = new Map(members.map((document) => [document._id, copyId(document, name, sectionName)]));
  const routes = new Map<string, string>();
  for (const document of members) {
    const route = document._type === 'doc' ? slugOf(document.route) : categoryPageRoute(document);
    if (route !== undefined) routes.set(route, joinRoute(path, routeInVersion(route, currentPath)));
  }
  const copies = members.map((document) => copyOf(document, { ids, routes, versionId }));
  checkCopies(copies, published, ids);

  const memberIds = new Set(members.map((document) => document._id));
  const unpublishedChanges = documents
    .filter((document) => document._id.startsWith('drafts.') && VERSION_MEMBER_TYPES.has(document._type))
    .filter(
      (document) =>
        memberIds.has(document._id.slice('drafts.'.length)) ||
        (isCurrentMember(document) && !ids.has(document._id.slice('drafts.'.length))),
    )
    .map((document) => text(document.title) ?? text(document.label) ?? document._id);

  const version: StoredDocument = {
    _id: versionId,
    _type: 'docsVersion',
    ...(section ? { section: { _type: 'reference', _ref: section._id } } : {}),
    name,
    label,
    path,
    isLast: request.latest,
    order: 1,
  };
  const patches = versions.map((existing) => ({
    id: existing._id,
    inc: { order: 1 },
    ...(request.latest && existing.isLast === true ? { set: { isLast: false } } : {}),
  }));
  return { version, copies, patches, unpublishedChanges };
}

const COPY_NOUNS: readonly [string, string, string][] = [
  ['doc', 'doc', 'docs'],
  ['sidebarCategory', 'category', 'categories'],
  ['sidebarLink', 'link', 'links'],
];

/** What a release copies, in words: "14 docs, 5 categories and 1 link". */
export function copiedCounts(plan: ReleasePlan): string {
  const parts = COPY_NOUNS.flatMap(([type, one, many]) => {
    const count = plan.copies.filter((copy) => copy._type === type).length;
    return count === 0 ? [] : [`${count} ${count === 1 ? one : many}`];
  });
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The plan as Sanity mutations, in the order one transaction applies them. */
export function releaseMutations(plan: ReleasePlan): VersionMutation[] {
  return [
    { create: plan.version },
    ...plan.copies.map((copy) => ({ create: copy })),
    ...plan.patches.map(({ id, inc, set }) => ({ patch: { id, ...(inc ? { inc } : {}), ...(set ? { set } : {}) } })),
  ];
}

function categoryPageRoute(document: StoredDocument): string | undefined {
  const link = document.link;
  return isRecord(link) && link.kind === 'generatedIndex' ? slugOf(link.route) : undefined;
}

interface CopyContext {
  ids: ReadonlyMap<string, string>;
  routes: ReadonlyMap<string, string>;
  versionId: string;
}

function copyOf(document: StoredDocument, context: CopyContext): StoredDocument {
  const { _rev, _createdAt, _updatedAt, previousRoutes, version, ...rest } = document;
  const copy = retarget(rest, context) as StoredDocument;
  copy._id = context.ids.get(document._id) ?? document._id;
  copy.version = { _type: 'reference', _ref: context.versionId };
  if (document._type === 'doc' && isRecord(copy.route)) {
    const route = slugOf(document.route);
    copy.route = { ...copy.route, current: route === undefined ? undefined : context.routes.get(route) };
  }
  if (isRecord(copy.link) && copy.link.kind === 'generatedIndex' && isRecord(copy.link.route)) {
    const route = slugOf((document.link as Record<string, unknown>).route);
    copy.link = {
      ...copy.link,
      route: { ...copy.link.route, current: route === undefined ? undefined : context.routes.get(route) },
    };
  }
  return copy;
}

const ADDRESS_KEYS = new Set(['href', 'url']);

/** References to released documents point at their copies; site addresses of released pages at the copies' pages. */
function retarget(value: unknown, context: CopyContext, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => retarget(item, context));
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [field, inner] of Object.entries(value)) out[field] = retarget(inner, context, field);
    if (typeof out._ref === 'string') out._ref = context.ids.get(out._ref) ?? out._ref;
    return out;
  }
  if (typeof value === 'string' && key !== undefined && ADDRESS_KEYS.has(key)) return retargetAddress(value, context);
  return value;
}

function retargetAddress(address: string, context: CopyContext): string {
  const match = /^\/([^?#]*?)\/?([?#].*)?$/.exec(address);
  if (!match || address.startsWith('//')) return address;
  const target = context.routes.get(match[1] ?? '');
  return target === undefined ? address : `/${target}${match[2] ?? ''}`;
}

/** Copies whose routes cannot be served: malformed under the new path, or taken by a page or old route already there. */
function checkCopies(
  copies: readonly StoredDocument[],
  published: readonly StoredDocument[],
  ids: ReadonlyMap<string, string>,
) {
  const taken = new Map<string, string>();
  for (const document of published) {
    const owner = text(document.title) ?? text(document.label) ?? document._id;
    const route = document._type === 'doc' ? slugOf(document.route) : categoryPageRoute(document);
    if (route) taken.set(route.toLowerCase(), `the route of "${owner}"`);
    if (Array.isArray(document.previousRoutes)) {
      for (const old of document.previousRoutes) {
        if (typeof old === 'string') taken.set(old.toLowerCase(), `an old route of "${owner}"`);
      }
    }
    if (document._type === 'redirects' && Array.isArray(document.rules)) {
      for (const rule of document.rules) {
        const from = isRecord(rule) ? text(rule.from) : undefined;
        if (from) taken.set(from.replace(/^\/+|\/+$/g, '').toLowerCase(), 'a rule in Redirects');
      }
    }
  }
  const problems: string[] = [];
  for (const copy of copies) {
    const route = copy._type === 'doc' ? slugOf(copy.route) : categoryPageRoute(copy);
    if (route === undefined) continue;
    const problem = routeProblem(route);
    const owner = taken.get(route.toLowerCase());
    const name = text(copy.title) ?? text(copy.label) ?? copy._id;
    if (problem) problems.push(`"${name}" would live at /${route}: ${problem}`);
    else if (owner) problems.push(`"${name}" would live at /${route}, which is ${owner}.`);
  }
  const existing = new Set(published.map((document) => document._id));
  for (const id of ids.values()) if (existing.has(id)) problems.push(`A document "${id}" already exists.`);
  if (problems.length > 0) throw new VersionJobError('Cannot release this version', problems);
}
