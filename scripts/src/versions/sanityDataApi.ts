/**
 * A hosted Sanity dataset as the place a version job reads from and writes to, through the HTTP API with a token
 * that may write (SANITY_AUTH_TOKEN). The job's writes go as one transaction.
 */
import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import type { StoredDocument, VersionMutation } from '@react-redux-docs/schemas/version-jobs';

export interface SanityDataApi {
  projectId: string;
  dataset: string;
  token: string;
  /** Sanity's API address, `https://<project>.api.sanity.io` when not given; tests give a loopback server's. */
  apiUrl?: string;
}

const base = (api: SanityDataApi) =>
  `${api.apiUrl ?? `https://${api.projectId}.api.sanity.io`}/v${SANITY_API_VERSION}/data`;

async function call(api: SanityDataApi, url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as { result?: unknown; error?: { description?: string } };
  if (!response.ok) {
    const reason = body.error?.description ?? response.statusText;
    throw new Error(`Sanity answered ${response.status} for dataset "${api.dataset}": ${reason}`);
  }
  return body;
}

export async function queryDataset<R>(api: SanityDataApi, query: string): Promise<R> {
  const url = `${base(api)}/query/${api.dataset}?${new URLSearchParams({ query, perspective: 'raw' })}`;
  return (await call(api, url)).result as R;
}

export async function readSanityDataset(api: SanityDataApi): Promise<StoredDocument[]> {
  return queryDataset<StoredDocument[]>(api, '*[!(_id in path("_.**"))]');
}

export async function mutateDataset(api: SanityDataApi, mutations: readonly VersionMutation[]) {
  await call(api, `${base(api)}/mutate/${api.dataset}?visibility=sync&tag=versions.cli`, {
    method: 'POST',
    body: JSON.stringify({ mutations }),
  });
}
