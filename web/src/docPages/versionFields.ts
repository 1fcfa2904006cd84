import { CURRENT_VERSION_NAME, routeInVersion } from '@react-redux-docs/schemas/versions';

type NodeModel = {
  findAll: (args: { type: string; query?: object }) => Promise<{ entries: Iterable<unknown> }>;
  findOne: (args: { type: string; query: object }) => Promise<unknown>;
};
type Context = { nodeModel: NodeModel };
type VersionNode = { id: string; name: string; path?: string | null; section?: string | null };
type SectionNode = { id: string; name: string; path: string };
type DocNode = { id: string; route: { current: string }; version?: string | null; section?: string | null };

/** A docs version's name and path; the current docs have no node id. */
export type VersionPlace = { id: string | null; name: string; path: string };

/**
 * Where the page at `route` (of the version with node id `own`, null for the
 * current docs) would be in each docs version: its route relative to its
 * version's path, under each version's path. Whether a doc is there is for
 * the caller to look up.
 */
export function sameRouteCandidates(
  route: string,
  own: string | null,
  versions: readonly VersionPlace[],
): { version: VersionPlace; route: string }[] {
  const ownVersion = versions.find((version) => version.id === own) ?? versions.find((version) => version.id === null);
  const relative = routeInVersion(route, ownVersion?.path ?? '');
  return versions.map((version) => ({
    version,
    route: [version.path, relative].filter((part) => part !== '').join('/'),
  }));
}

/**
 * The versions of one docs line: the main docs (`section` null) or a docs section (its node id); and the section's
 * name.
 */
async function versionPlaces(
  nodeModel: NodeModel,
  section: string | null,
): Promise<{ versions: VersionPlace[]; sectionName: string | null }> {
  let currentPath = '';
  let sectionName: string | null = null;
  if (section === null) {
    const settings = (await nodeModel.findOne({ type: 'SanitySiteSettings', query: {} })) as {
      docsVersionPath?: string | null;
    } | null;
    currentPath = settings?.docsVersionPath ?? '';
  } else {
    const { entries } = await nodeModel.findAll({ type: 'SanityDocsSection' });
    const node = [...(entries as Iterable<SectionNode>)].find((candidate) => candidate.id === section);
    currentPath = node?.path ?? '';
    sectionName = node?.name ?? null;
  }
  const { entries } = await nodeModel.findAll({ type: 'SanityDocsVersion' });
  const versions = [
    { id: null, name: CURRENT_VERSION_NAME, path: currentPath },
    ...[...(entries as Iterable<VersionNode>)]
      .filter((version) => (version.section ?? null) === section)
      .map((version) => ({ id: version.id, name: version.name, path: version.path ?? '' })),
  ];
  return { versions, sectionName };
}

/**
 * A doc's `inVersions`, worked out at query time: the same page in each version that has it, so a navbar link
 * to a doc follows the version the reader is in, as Docusaurus's do. Only the navbar's few docs ask for it.
 * (Each sidebar's `mainDocRoute`, where the version menu leads from a page a version has no copy of, is stored
 * on its node: see content/resolve/sidebars.ts.)
 */
export function versionResolvers() {
  const inVersions = {
    type: '[SanityDocVersionRoute!]!',
    resolve: async (source: DocNode, _args: unknown, context: Context) => {
      const { versions, sectionName } = await versionPlaces(context.nodeModel, source.section ?? null);
      if (versions.length < 2) return [];
      const candidates = sameRouteCandidates(source.route.current, source.version ?? null, versions);
      const { entries } = await context.nodeModel.findAll({
        type: 'SanityDoc',
        query: { filter: { route: { current: { in: candidates.map((candidate) => candidate.route) } } } },
      });
      const found = new Map([...(entries as Iterable<DocNode>)].map((doc) => [doc.route.current, doc]));
      return candidates.flatMap(({ version, route }) => {
        const doc = found.get(route);
        return doc && (doc.version ?? null) === version.id
          ? [{ version: version.name, section: sectionName, route: `/${route}` }]
          : [];
      });
    },
  };
  return { SanityDoc: { inVersions } };
}

export const VERSION_TYPE_DEFS = `
  "The route of the same page in one docs version (by the version's name, and its docs section's; null for the main docs)."
  type SanityDocVersionRoute {
    version: String!
    section: String
    route: String!
  }
`;
