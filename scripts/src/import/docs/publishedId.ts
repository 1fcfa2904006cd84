/** The id of a document's published version (a draft's id is `drafts.` + it). */
export function publishedId(id: string): string {
  return id.startsWith('drafts.') ? id.slice('drafts.'.length) : id;
}
