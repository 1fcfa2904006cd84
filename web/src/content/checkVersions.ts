import { routeIsUnderPath } from '@react-redux-docs/schemas/versions';
import { describeSource, type ProblemSource, type Problems } from './problems.ts';
import type { SanityDocument } from './types.ts';

const refOf = (value: unknown) => (value as { _ref?: unknown } | undefined)?._ref;
const routeOf = (document: SanityDocument) => (document.route as { current?: string } | undefined)?.current ?? '';

function sourceOf(document: SanityDocument): ProblemSource {
  const title = document.title ?? document.label;
  return { id: document._id, type: document._type, ...(typeof title === 'string' && title ? { title } : {}) };
}

/**
 * What the docs versions promise readers, checked across documents (the
 * Studio checks each document alone): version names are distinct within a
 * docs section (the main docs are one), paths are distinct across the site,
 * one version of each section at most is the latest release, each versioned
 * doc lives under its version's path. (Each sidebar keeps to its own
 * version's items: see resolve/sidebars.ts.) Returns the documents with every
 * latest release after the first of its section (by menu order) turned off.
 */
export function checkDocsVersions(documents: SanityDocument[], problems: Problems): SanityDocument[] {
  const versions = documents
    .filter((document) => document._type === 'docsVersion')
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0) || a._id.localeCompare(b._id));
  const settings = documents.find((document) => document._type === 'siteSettings');
  const currentPath = typeof settings?.docsVersionPath === 'string' ? settings.docsVersionPath : '';
  const sectionOf = (version: SanityDocument) => String(refOf(version.section) ?? '').replace(/^drafts\./, '');

  const names = new Map<string, SanityDocument>();
  const paths = new Map<string, string>([[currentPath, 'the current docs (Site settings, Docs version path)']]);
  for (const section of documents) {
    if (section._type === 'docsSection' && typeof section.path === 'string' && !paths.has(section.path)) {
      paths.set(section.path, `the current docs of ${describeSource(sourceOf(section))}`);
    }
  }
  const last = new Map<string, SanityDocument>();
  const replaced = new Map<string, SanityDocument>();
  for (const version of versions) {
    const name = String(version.name ?? '');
    const path = typeof version.path === 'string' ? version.path : '';
    const nameKey = `${sectionOf(version)}\u0000${name.toLowerCase()}`;
    const named = names.get(nameKey);
    if (named) {
      problems.error(
        'invalid-document',
        sourceOf(version),
        'name',
        `"${name}" is also the name of ${describeSource(sourceOf(named))}; search and readers' saved choices could not tell them apart. Rename one.`,
      );
    } else names.set(nameKey, version);
    const owner = paths.get(path);
    if (owner) {
      problems.error(
        'invalid-document',
        sourceOf(version),
        'path',
        `/${path} is also where ${owner} live; give each version its own path.`,
      );
    } else paths.set(path, describeSource(sourceOf(version)));
    if (version.isLast === true) {
      const first = last.get(sectionOf(version));
      if (!first) last.set(sectionOf(version), version);
      else {
        problems.warn(
          'content-warning',
          sourceOf(version),
          'isLast',
          `${describeSource(sourceOf(first))} is the latest release already (it comes first in the menu); this one is not treated as the latest. Turn "Latest release" off here.`,
        );
        replaced.set(version._id, { ...version, isLast: false });
      }
    }
  }

  const versionById = new Map(versions.map((version) => [version._id, version]));
  for (const doc of documents) {
    if (doc._type !== 'doc') continue;
    const ref = refOf(doc.version);
    const version = typeof ref === 'string' ? versionById.get(ref.replace(/^drafts\./, '')) : undefined;
    if (!version) continue;
    const path = typeof version.path === 'string' ? version.path : '';
    if (!routeIsUnderPath(routeOf(doc), path)) {
      problems.error(
        'invalid-document',
        sourceOf(doc),
        'version',
        `is ${describeSource(sourceOf(version))}, whose docs live under /${path}/, but the route is /${routeOf(doc)}. Start the route with "${path}/", or pick the right version.`,
      );
    }
  }

  return replaced.size === 0 ? documents : documents.map((document) => replaced.get(document._id) ?? document);
}
