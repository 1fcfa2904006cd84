import { algoliasearch } from 'algoliasearch';
import { DOCSEARCH_SETTINGS } from './docSearchSettings.ts';

export type AlgoliaTarget = {
  appId: string;
  /** A key with the addObject, deleteIndex and editSettings rights (an admin key), never the search-only key. */
  adminApiKey: string;
  indexName: string;
  /** Tests point the client at a loopback server; production uses Algolia's own hosts. */
  hosts?: { url: string; protocol: 'http' | 'https' }[];
};

export class AlgoliaPushError extends Error {
  override name = 'AlgoliaPushError';
}

function explain(error: unknown, target: AlgoliaTarget): AlgoliaPushError {
  const status = (error as { status?: number } | null)?.status;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 403 && /not allowed/i.test(message)) {
    return new AlgoliaPushError(
      `Algolia refused to change index "${target.indexName}" with this key (${message}). ALGOLIA_ADMIN_API_KEY must be the admin key or a key with the addObject, deleteIndex and editSettings rights; the search-only key can only search.`,
      { cause: error },
    );
  }
  if (status === 403) {
    return new AlgoliaPushError(
      `Algolia did not accept application "${target.appId}" with this key (${message}). Check ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY in the Algolia dashboard, under API Keys.`,
      { cause: error },
    );
  }
  if ((error as Error | null)?.name === 'RetryError') {
    return new AlgoliaPushError(
      `No Algolia host answered for application "${target.appId}" (${message}). Check the network and ALGOLIA_APP_ID.`,
      {
        cause: error,
      },
    );
  }
  return new AlgoliaPushError(`Pushing the search records to Algolia failed: ${message}`, { cause: error });
}

/**
 * Sets the index's DocSearch settings, then replaces its records in one go:
 * `replaceAllObjects` fills a temporary index and moves it over the old one,
 * so readers search the old records until the new ones are all in.
 */
export async function pushToAlgolia(
  target: AlgoliaTarget,
  records: readonly Record<string, unknown>[],
): Promise<{ records: number }> {
  const client = algoliasearch(target.appId, target.adminApiKey, {
    ...(target.hosts
      ? {
          hosts: target.hosts.map((host) => ({ url: host.url, protocol: host.protocol, accept: 'readWrite' as const })),
        }
      : {}),
  });
  try {
    const settings = await client.setSettings({
      indexName: target.indexName,
      indexSettings: { ...DOCSEARCH_SETTINGS },
    });
    await client.waitForTask({ indexName: target.indexName, taskID: settings.taskID });
    await client.replaceAllObjects({
      indexName: target.indexName,
      objects: records as Record<string, unknown>[],
      batchSize: 1000,
    });
  } catch (error) {
    throw explain(error, target);
  }
  return { records: records.length };
}
