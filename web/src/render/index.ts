/**
 * The rendering module: everything "Portable Text → what the reader gets",
 * run at build time by gatsby-transformer-portable-text. One call gives a
 * field's HTML (headings with their anchors, code highlighted by Shiki), the
 * heading list for the table of contents, the CSS of the code token colours it
 * uses, and its plain-text sections for search records. Each block type has a
 * folder here with the markup it renders and the styles.css that dresses it.
 */
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { type HeadingAnchor, headingAnchors } from '@react-redux-docs/schemas';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Admonition, type AdmonitionValue } from './Admonition/index.ts';
import { type CodeHighlighter, codeHighlighter } from './CodeBlock/highlight.ts';
import { CodeBlock, type CodeValue } from './CodeBlock/index.ts';
import { tokenCss } from './CodeBlock/palette.ts';
import { Collapsible, type CollapsibleValue } from './Collapsible/index.ts';
import { Divider } from './Divider/index.ts';
import { DocCards } from './DocCards/index.ts';
import { Embed, type EmbedValue } from './Embed/index.ts';
import { Figure, type FigureValue } from './Figure/index.ts';
import { Heading } from './Heading/index.ts';
import { withJavaScriptTabs } from './javascriptTabs/index.ts';
import { InlineMath, MathBlock, type MathValue } from './Math/index.ts';
import { inlineAnchor, inlineMarks } from './marks.ts';
import { textSections } from './sections.ts';
import { Table, type TableValue } from './Table/index.ts';
import { Tabs, type TabsValue } from './Tabs/index.ts';
import type { PortableTextValue, RenderedContent } from './types.ts';

export type { Heading, PortableTextValue, RenderedContent, SectionText, TextSection } from './types.ts';

const components: PortableTextComponents = {
  block: { h2: Heading, h3: Heading, h4: Heading, h5: Heading, h6: Heading },
  marks: inlineMarks,
  types: {
    code: ({ value }: { value: CodeValue }) => h(CodeBlock, { value }),
    admonition: ({ value }: { value: AdmonitionValue }) => h(Admonition, { value }),
    table: ({ value }: { value: TableValue }) => h(Table, { value }),
    image: ({ value }: { value: FigureValue }) => h(Figure, { value }),
    tabs: ({ value }: { value: TabsValue }) => h(Tabs, { value }),
    embed: ({ value }: { value: EmbedValue }) => h(Embed, { value }),
    divider: Divider,
    docCards: DocCards,
    math: ({ value }: { value: MathValue }) => h(MathBlock, { value }),
    anchor: inlineAnchor,
    inlineMath: ({ value }: { value: MathValue }) => h(InlineMath, { value }),
    // Its body holds the page's own kinds of block, so it renders with these very components.
    collapsible: ({ value }: { value: CollapsibleValue }) => h(Collapsible, { value, components }),
  },
};

type Block = { _type: string; _key?: string; [field: string]: unknown };

/** Copies of the blocks with what rendering adds: each heading's anchor, each code block's highlighted HTML. */
function prepare(body: readonly Block[], anchors: readonly HeadingAnchor[], highlight: CodeHighlighter): Block[] {
  const anchorAt = new Map(anchors.map((heading) => [heading.index, heading.anchor]));
  const withCode = (block: Block): Block => {
    if (block._type === 'code') {
      const code = typeof block.code === 'string' ? block.code : '';
      const language = typeof block.language === 'string' ? block.language : undefined;
      const marked = Array.isArray(block.highlightedLines) ? (block.highlightedLines as number[]) : [];
      return { ...block, html: highlight(code, language, marked) };
    }
    // Callouts and collapsible sections hold code blocks in their body.
    if ((block._type === 'admonition' || block._type === 'collapsible') && Array.isArray(block.body)) {
      return { ...block, body: (block.body as Block[]).map(withCode) };
    }
    if (block._type === 'tabs' && Array.isArray(block.tabs)) {
      const tabs = (block.tabs as Block[]).map((tab) =>
        Array.isArray(tab.body) ? { ...tab, body: (tab.body as Block[]).map(withCode) } : tab,
      );
      return { ...block, tabs };
    }
    return block;
  };
  return body.map((block, index) => {
    const anchor = anchorAt.get(index);
    // A heading's Anchor object names the heading itself (its id), so it is not rendered a second time inside it.
    if (anchor) return { ...block, anchor, children: withoutAnchors(block.children) };
    return withCode(block);
  });
}

/** The language of every code block in a body, at any depth (admonitions and tabs hold code blocks too). */
function codeLanguages(value: unknown, languages = new Set<string | undefined>()): Set<string | undefined> {
  if (Array.isArray(value)) {
    for (const item of value) codeLanguages(item, languages);
  } else if (isObject(value)) {
    if (value._type === 'code') languages.add(typeof value.language === 'string' ? value.language : undefined);
    else for (const field of Object.values(value)) codeLanguages(field, languages);
  }
  return languages;
}

const withoutAnchors = (children: unknown) =>
  Array.isArray(children) ? children.filter((child: { _type?: unknown }) => child?._type !== 'anchor') : children;

/** Decorators the schema offers (and Portable Text's own underline): marks that need no markDef. */
const DECORATORS = new Set(['strong', 'em', 'code', 'strike-through', 'underline', 'sup', 'sub', 'kbd', 'mark']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the Portable Text renderer takes for granted, checked first so that
 * malformed content fails naming the block rather than deep inside a library.
 */
function checkShape(value: unknown) {
  if (!Array.isArray(value)) throw new Error('expected an array of Portable Text blocks');
  value.forEach((block, index) => {
    if (!isObject(block) || typeof block._type !== 'string') {
      throw new Error(`block ${index} is ${JSON.stringify(block) ?? String(block)}, not an object with a _type`);
    }
    // Own keys only: a type named "__proto__" or "constructor" must not find an object's built-ins.
    if (block._type !== 'block' && !Object.hasOwn(components.types ?? {}, block._type)) {
      throw new Error(`Unknown block type "${block._type}" (block ${index})`);
    }
    if (block._type !== 'block') return;
    if (!Array.isArray(block.children)) throw new Error(`block ${index} has no children array`);
    const markDefs = Array.isArray(block.markDefs) ? block.markDefs : [];
    const linkKeys = new Set<unknown>();
    for (const markDef of markDefs) {
      if (!isObject(markDef) || typeof markDef._type !== 'string' || !Object.hasOwn(inlineMarks, markDef._type)) {
        throw new Error(
          `Unknown mark type ${JSON.stringify(isObject(markDef) ? markDef._type : markDef)} (block ${index})`,
        );
      }
      linkKeys.add(markDef._key);
    }
    block.children.forEach((child, childIndex) => {
      if (!isObject(child) || typeof child._type !== 'string') {
        throw new Error(`block ${index}, child ${childIndex} is not an object with a _type`);
      }
      if (child.marks !== undefined && !Array.isArray(child.marks)) {
        throw new Error(`block ${index}, child ${childIndex} has marks that are not a list`);
      }
      for (const mark of (child.marks as unknown[] | undefined) ?? []) {
        if (!linkKeys.has(mark) && !DECORATORS.has(mark as string)) {
          throw new Error(`Unknown mark type ${JSON.stringify(mark)} (block ${index}, child ${childIndex})`);
        }
      }
    });
  });
}

/**
 * Renders a Portable Text field. Content with a block or mark type that has no
 * component here is an error, not a silent gap.
 */
export async function renderPortableText(value: PortableTextValue): Promise<RenderedContent> {
  checkShape(value);
  const anchors = headingAnchors(value);
  // One block for one: a TypeScript block shown as JavaScript too becomes its tab pair, so indexes hold.
  const expanded = await withJavaScriptTabs(value);
  const usedClasses = new Set<string>();
  // Only the grammars of this field's languages are loaded (each once per process), before its blocks are highlighted.
  const highlight = await codeHighlighter(usedClasses, codeLanguages(expanded));
  const blocks = prepare(expanded as Block[], anchors, highlight);
  const html = renderToStaticMarkup(
    h(PortableText, {
      value: blocks,
      components,
      onMissingComponent: (message: string) => {
        throw new Error(message);
      },
    }),
  );
  return {
    html,
    headings: anchors
      .filter((heading) => heading.anchor !== '')
      .map((heading) => ({ id: heading.anchor, text: heading.text, level: heading.level })),
    codeCss: tokenCss(usedClasses),
    sections: textSections(expanded, anchors),
  };
}
