/**
 * Where a document came from: its file, and for site.json the section it is
 * under. `incomplete` marks a document that lost parts to errors reported
 * elsewhere (a sidebar whose docs failed to import), whose rules would only
 * repeat them. `fields` names other places some top-level fields came from
 * (a docs version's label, from the config).
 */
export type DocumentSource = {
  file: string;
  section?: string;
  incomplete?: boolean;
  fields?: Record<string, { file: string; path?: string }>;
};
