/**
 * Which search the site uses: Algolia when an application, search-only key
 * and index are configured (environment first, then site settings), else the
 * local index the build writes. Half a configuration is an error, not a
 * silent fallback: a site that was meant to use Algolia should not quietly
 * ship another search.
 */

export type AlgoliaSettings = {
  appId?: string | null;
  searchApiKey?: string | null;
  indexName?: string | null;
  insights?: boolean | null;
};

export type SearchEnv = Partial<
  Record<'ALGOLIA_APP_ID' | 'ALGOLIA_SEARCH_API_KEY' | 'ALGOLIA_INDEX_NAME' | 'ALGOLIA_INSIGHTS', string>
>;

export type SearchConfig =
  | { mode: 'local'; appId: null; apiKey: null; indexName: null; insights: false }
  | { mode: 'algolia'; appId: string; apiKey: string; indexName: string; insights: boolean };

export class SearchConfigError extends Error {
  override name = 'SearchConfigError';
}

const LOCAL: SearchConfig = { mode: 'local', appId: null, apiKey: null, indexName: null, insights: false };

function complete(
  values: [name: string, value: string | null | undefined][],
  where: string,
): [string, string, string] | undefined {
  const set = values.filter(([, value]) => value?.trim());
  if (set.length === 0) return undefined;
  if (set.length < values.length) {
    const missing = values.filter(([, value]) => !value?.trim()).map(([name]) => name);
    throw new SearchConfigError(
      `${where}: ${set.map(([name]) => name).join(' and ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not. Set all three to search with Algolia, or none to use the built-in search.`,
    );
  }
  return values.map(([, value]) => value?.trim() ?? '') as [string, string, string];
}

export function resolveSearchConfig(env: SearchEnv, settings: AlgoliaSettings | null | undefined): SearchConfig {
  const fromEnv = complete(
    [
      ['ALGOLIA_APP_ID', env.ALGOLIA_APP_ID],
      ['ALGOLIA_SEARCH_API_KEY', env.ALGOLIA_SEARCH_API_KEY],
      ['ALGOLIA_INDEX_NAME', env.ALGOLIA_INDEX_NAME],
    ],
    'Search environment variables',
  );
  const fromSettings = complete(
    [
      ['appId', settings?.appId],
      ['searchApiKey', settings?.searchApiKey],
      ['indexName', settings?.indexName],
    ],
    'Site settings (siteSettings), field "algolia"',
  );
  const chosen = fromEnv ?? fromSettings;
  if (!chosen) return LOCAL;
  const [appId, apiKey, indexName] = chosen;
  const insights = env.ALGOLIA_INSIGHTS !== undefined ? env.ALGOLIA_INSIGHTS === 'true' : Boolean(settings?.insights);
  return { mode: 'algolia', appId, apiKey, indexName, insights };
}
