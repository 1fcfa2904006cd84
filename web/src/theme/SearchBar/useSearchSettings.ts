import { graphql, useStaticQuery } from 'gatsby';

export type SearchSettings = Queries.SearchSettingsQuery['searchSettings'] & {
  /** Where "Let us know." leads, with {query} to fill in; null to not offer it. */
  missingResultsUrl: string | null;
};

/** Which search the site uses (resolved at build time by gatsby-plugin-search-index) and its settings. */
export function useSearchSettings(): SearchSettings {
  const data = useStaticQuery<Queries.SearchSettingsQuery>(graphql`
    query SearchSettings {
      searchSettings {
        mode
        appId
        apiKey
        indexName
        insights
        modalStylesheet
      }
      settings: sanitySiteSettings {
        missingResultsUrl
      }
    }
  `);
  return { ...data.searchSettings, missingResultsUrl: data.settings?.missingResultsUrl ?? null };
}
