/** A rule of the site's redirect list (the `redirects` document), as site.json writes it. */
export interface RedirectRuleJson {
  from: string;
  to: string;
  status: number;
  force: boolean;
  note?: string;
}

/** What the home page redirect needs of a doc. */
export interface RoutedDoc {
  file: string;
  route: string;
  draft: boolean;
  /** Docusaurus served it at `/` (docs-only mode). */
  wasHomePage?: boolean;
}
