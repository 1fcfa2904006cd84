import { CURRENT_VERSION_NAME, routeInVersion } from '@react-redux-docs/schemas/versions';

type NodeModel = {
  findAll: (args: { type: string; query?: object }) => Promise<{ entries: Iterable<unknown> }>;
  findOne: (args: { type: string; query: object }) => Promise<unknown>;
};
type Context = { nodeModel: NodeModel };
type VersionNode = { id: string; name: string; path?: string | null };
type DocNode = { id: string; route: { current: string }; version?: string | null };

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

async function versionPlaces(nodeModel: NodeModel): Promise<VersionPlace[]> {
  const settings = (await nodeModel.findOne({ type: 'SanitySiteSettings', query: {} })) as {
    docsVersionPath?: string | null;
  } | null;
  const { entries } = await nodeModel.findAll({ type: 'SanityDocsVersion' });
  return [
    { id: null, name: CURRENT_VERSION_NAME, path: settings?.docsVersionPath ?? '' },
    ...[...(entries as Iterable<VersionNode>)].map((version) => ({
      id: version.id,
      name: version.name,
      path: version.path ?? '',
    })),
  ];
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
      const versions = await versionPlaces(context.nodeModel);
      if (versions.length < 2) return [];
      const candidates = sameRouteCandidates(source.route.current, source.version ?? null, versions);
      const { entries } = await context.nodeModel.findAll({
        type: 'SanityDoc',
        query: { filter: { route: { current: { in: candidates.map((candidate) => candidate.route) } } } },
      });
      const found = new Map([...(entries as Iterable<DocNode>)].map((doc) => [doc.route.current, doc]));
      return candidates.flatMap(({ version, route }) => {
        const doc = found.get(route);
        return doc && (doc.version ?? null) === version.id ? [{ version: version.name, route: `/${route}` }] : [];
      });
    },
  };
  return { SanityDoc: { inVersions } };
}

export const VERSION_TYPE_DEFS = `
  "The route of the same page in one docs version (by the version's name)."
  type SanityDocVersionRoute {
    version: String!
    route: String!
  }
`;
