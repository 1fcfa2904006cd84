/** The tag the children of an element render as, for their Markdown to take its place. */
export const CHILDREN_TAG = 'mdx-children';
