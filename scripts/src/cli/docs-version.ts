#!/usr/bin/env node
/**
 * `npm run docs:version -- release 1.x --dataset-dir build/dataset`: the Studio's Versions tool on the command line,
 * for a dataset folder the importer wrote or for a hosted dataset. One job, one transaction.
 */
import { parseArgs } from 'node:util';
import {
  copiedCounts,
  planRelease,
  planRemoval,
  releaseMutations,
  removalMutations,
  type StoredDocument,
  VersionJobError,
  type VersionMutation,
  versionDocumentId,
} from '@react-redux-docs/schemas/version-jobs';
import { applyToDocuments, ndjsonFileOf, readDatasetFile, writeDatasetFile } from '../versions/datasetFile.ts';
import { mutateDataset, readSanityDataset, type SanityDataApi } from '../versions/sanityDataApi.ts';

const USAGE = `Usage: docs:version release NAME [--label TEXT] [--path PATH] [--not-latest] [--section ID] WHERE
       docs:version relabel NAME --label TEXT [--section ID] WHERE
       docs:version remove NAME [--section ID] WHERE

  release NAME      copy the current docs, their sidebar categories and links into
                    a new version NAME (like 1.x), links between the copies leading
                    to the copies; it becomes the latest release unless --not-latest
  relabel NAME      give version NAME another label in the version menu
  remove NAME       delete version NAME with its docs, categories and links

  --label TEXT      the version menu's label          (default: the name)
  --path PATH       where its docs live               (default: beside the current docs)
  --not-latest      release it without making it the latest release
  --section ID      a version of the docs section named ID (its docs plugin id, like
                    community) instead of the main docs

WHERE is one of:
  --dataset-dir DIR a dataset folder the importer wrote (or its data.ndjson); it
                    is rewritten in place, ready for \`sanity dataset import\`
  --project ID --dataset NAME
                    a hosted dataset; needs SANITY_AUTH_TOKEN with write access`;

interface Target {
  read(): Promise<StoredDocument[]>;
  write(mutations: VersionMutation[]): Promise<void>;
  describe: string;
}

async function fileTarget(dir: string): Promise<Target> {
  const file = await ndjsonFileOf(dir);
  let documents: StoredDocument[] = [];
  return {
    describe: file,
    read: async () => {
      documents = await readDatasetFile(file);
      return documents;
    },
    write: (mutations) => writeDatasetFile(file, applyToDocuments(documents, mutations)),
  };
}

function sanityTarget(api: SanityDataApi): Target {
  return {
    describe: `dataset "${api.dataset}" of project ${api.projectId}`,
    read: () => readSanityDataset(api),
    write: (mutations) => mutateDataset(api, mutations),
  };
}

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    process.stderr.write(`docs:version: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [job, name] = positionals;
  const usage = (message: string) => {
    process.stderr.write(`docs:version: ${message}\n\n${USAGE}\n`);
    return 2;
  };
  if (!job || !['release', 'relabel', 'remove'].includes(job)) return usage('say release, relabel or remove.');
  if (!name) return usage(`say which version to ${job}, like "1.x".`);
  if (job === 'relabel' && !values.label) return usage('relabel needs --label.');

  const cwd = process.env.INIT_CWD ?? process.cwd();
  let target: Target;
  if (values['dataset-dir']) {
    target = await fileTarget(new URL(values['dataset-dir'], `file://${cwd}/`).pathname);
  } else if (values.project && values.dataset) {
    const token = process.env.SANITY_AUTH_TOKEN;
    if (!token) return usage('a hosted dataset needs SANITY_AUTH_TOKEN, a token that may write to it.');
    target = sanityTarget({ projectId: values.project, dataset: values.dataset, token, apiUrl: values['api-url'] });
  } else {
    return usage('say where: --dataset-dir DIR, or --project ID with --dataset NAME.');
  }

  const started = performance.now();
  const documents = await target.read();
  const sectionName = values.section;
  const section = sectionName
    ? documents.find((document) => document._type === 'docsSection' && document.name === sectionName)
    : undefined;
  if (sectionName && !section) {
    throw new VersionJobError(`Cannot ${job} ${name}`, [`No docs section is named "${sectionName}".`]);
  }
  let mutations: VersionMutation[];
  let done: string;
  if (job === 'release') {
    const currentPath = String(documents.find((document) => document._id === 'siteSettings')?.docsVersionPath ?? '');
    const plan = planRelease(
      {
        name,
        latest: !values['not-latest'],
        label: values.label,
        path: values.path,
        ...(section ? { section: section._id } : {}),
      },
      documents,
      currentPath,
    );
    mutations = releaseMutations(plan);
    done = `Released ${String(plan.version.label)} at /${String(plan.version.path)}: ${copiedCounts(plan)}`;
    if (plan.unpublishedChanges.length > 0) {
      process.stderr.write(
        `Not released, as they are not published: ${plan.unpublishedChanges.map((title) => `"${title}"`).join(', ')}\n`,
      );
    }
  } else {
    const sectionOf = (document: StoredDocument) => (document.section as { _ref?: string } | undefined)?._ref;
    const versionId =
      documents.find(
        (document) =>
          document._type === 'docsVersion' && document.name === name && sectionOf(document) === section?._id,
      )?._id ?? versionDocumentId(name, sectionName);
    if (job === 'remove') {
      const plan = planRemoval(versionId, documents);
      mutations = removalMutations(plan);
      done = `Removed ${String(plan.version.label)} with its ${plan.docCount} docs`;
    } else {
      if (!documents.some((document) => document._id === versionId)) {
        throw new VersionJobError(`Cannot relabel ${name}`, [`No docs version is named "${name}".`]);
      }
      mutations = [{ patch: { id: versionId, set: { label: String(values.label).trim() } } }];
      done = `${name} is now labelled ${String(values.label).trim()}`;
    }
  }
  await target.write(mutations);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${done}, in ${target.describe} (one transaction, ${mutations.length} writes, ${seconds} s).\n`);
  return 0;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      label: { type: 'string' },
      path: { type: 'string' },
      'not-latest': { type: 'boolean' },
      section: { type: 'string' },
      'dataset-dir': { type: 'string' },
      project: { type: 'string' },
      dataset: { type: 'string' },
      'api-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: true,
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`docs:version: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
