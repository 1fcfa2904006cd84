// Markdown, as Docusaurus's MDX reads it, into Portable Text. A text is read by MarkdownSource: parse/ parses it as
// MDX would (parseMarkdown), and each container's admonitions and tabs are grouped (group.ts) as the converter
// reaches it. markdownToPortableText converts it, one handler per kind of node in flow/ and phrasing/, sharing
// the parts in conversion/.

export { isBlankHtml, isBlankParagraph, isEsmParagraph } from './blankContent.ts';
export type { ConvertOptions } from './conversion/types.ts';
export { MarkdownSource } from './source.ts';
export { markdownToPortableText } from './toPortableText.ts';
export type { AdmonitionNode, FlowNode, TabItemNode, TabsNode } from './types.ts';
