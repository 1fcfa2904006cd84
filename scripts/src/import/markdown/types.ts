import type { Root, RootContent } from 'mdast';
import type { AdmonitionKind } from '../types.ts';

/** A Docusaurus admonition, recognised from its `:::` marker paragraphs. */
export interface AdmonitionNode {
  type: 'admonition';
  kind: AdmonitionKind;
  title?: string;
  children: FlowNode[];
  /** The opening marker as written, e.g. `:::warning`. */
  marker: string;
  /** Line of the opening marker in the parsed text (map with `lineOf`). */
  line: number;
}

/** MDX `<Tabs>` with its `<TabItem>`s, recognised from their tag lines. */
export interface TabsNode {
  type: 'tabs';
  groupId?: string;
  /** The tab shown first in Docusaurus (`defaultValue`, or a TabItem's `default`). */
  defaultValue?: string;
  /** Labels from the legacy `values` prop, by tab value. */
  labels: Map<string, string>;
  items: TabItemNode[];
  /** Line of `<Tabs>` in the parsed text. */
  line: number;
}

export interface TabItemNode {
  type: 'tabItem';
  label?: string;
  value?: string;
  children: FlowNode[];
  line: number;
}

/** A collapsible section: `<details>` with its `<summary>`, or Docusaurus's `<Details summary="…">`. */
export interface CollapsibleNode {
  type: 'collapsible';
  summary?: string;
  open: boolean;
  children: FlowNode[];
  /** Line of the opening tag in the parsed text. */
  line: number;
}

export type FlowNode = RootContent | AdmonitionNode | TabsNode | CollapsibleNode;

/** Where a problem is reported: a node with a position, or a line of the parsed text. */
export type Positioned = { position?: { start: { line: number } } | undefined } | number | undefined;

/** A JSX (or HTML written as JSX) element, as far as the importer reads one. */
export interface JsxElement {
  /** The tag name as written: `iframe`, `LiteYouTubeEmbed`, `Foo.Bar`. */
  name: string;
  /**
   * Attributes with a text value, however it is written (`"…"`, `'…'`, `{"…"}`, `{'…'}`, a template literal
   * without `${…}`; entities such as `&amp;` decoded), and bare ones (`allowFullScreen`) as true.
   */
  attributes: Map<string, string | true>;
  /** Attributes whose value is any other expression, and spread attributes (`{...props}`), as written. */
  expressions: string[];
  /** Text between the opening and closing tag, whitespace collapsed ('' for a self-closing element). */
  content: string;
  /** How many characters of the text the element takes. */
  length: number;
}

/** What grouping a container's children needs of the text they were parsed from. */
export interface GroupingSource {
  /** Set for Markdown embedded in JSON, which names its container "the text" rather than "the page". */
  readonly jsonPath: string | undefined;
  /** The `<Tabs>`/`<TabItem>` tag on a line of the parsed text, if the pre-parse found one there. */
  tabTagAt(line: number): string | undefined;
  /** Whether a line of the parsed text holds an admonition's `:::` marker. */
  isMarkerLine(line: number): boolean;
  warn(at: Positioned, message: string): void;
  error(at: Positioned, message: string): void;
}

/** A code fence that an admonition's closing line ended, as MDX ends it. Lines are lines of the input text. */
export interface FenceCut {
  /** The fence's opening line, e.g. ```` ```js ````, and its line. */
  fence: string;
  fenceLine: number;
  /** The closing `:::` line that ended it, and the admonition's opening marker and line. */
  markerLine: number;
  admonition: string;
  admonitionLine: number;
  /** The fence had a closing line of its own further down (the `:::` was meant as code). */
  closedLater: boolean;
}

/** A Markdown text parsed as MDX reads it, with what the steps before the parse found. */
export interface ParsedMarkdown {
  /** The text as parsed: the input rewritten by the steps in parse/. */
  text: string;
  root: Root;
  /** `lineMap[n - 1]` is the line of the input text that line `n` of `text` comes from. */
  lineMap: number[];
  /** Tab tags by line of `text`: one with JSX values parses as a paragraph, not HTML. */
  tabTags: Map<number, string>;
  /** Lines of `text` that hold an admonition's `:::` marker. */
  markerLines: Set<number>;
  /** Embed elements taken out of the text, by the index in their mark (see placeEmbedElements). */
  elements: JsxElement[];
  /** Code fences an admonition's closing `:::` ended, their lines those of the input text. */
  fenceCuts: FenceCut[];
}
