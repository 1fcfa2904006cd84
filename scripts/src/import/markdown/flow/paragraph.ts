import type { Image, ImageReference, Link, LinkReference, Paragraph, PhrasingContent, Text } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { isRenderedSource } from '../../components/findElements.ts';
import { partialImportName } from '../../snippets/partialUse.ts';
import { isEsmParagraph } from '../blankContent.ts';
import { clip } from '../conversion/text.ts';
import type { Conversion, ListInfo, Scope } from '../conversion/types.ts';
import { ELEMENT_MARK } from '../parse/embedElements.ts';
import { jsxAttributes } from '../parse/jsxAttributes.ts';
import { placeElement } from './embed.ts';
import { image } from './image.ts';

const ESM_LINE = /^(import|export)\s/;

/**
 * Imports of components whose tags are converted: nothing is lost with them. The tabs components, and YouTube
 * components (with their style sheets), whose tags become embeds.
 */
const CONVERTED_COMPONENT_IMPORT =
  /^\s*import\s+(?:(?:\w+\s+from\s+)?['"]@theme\/(?:Tabs|TabItem)['"]|\w*YouTube\w*\s+from\s+['"][^'"]+['"]|['"][^'"]*youtube[^'"]*\.css['"])\s*;?\s*$/i;

/**
 * A paragraph as text blocks (list items when `list` is given), cut where it holds an image or an embed element:
 * those become blocks of their own between the text before and after them.
 */
export function paragraph(
  conversion: Pick<Conversion, 'options' | 'diagnostics' | 'blocks' | 'text'>,
  node: Paragraph,
  scope: Scope,
  list?: ListInfo,
  phrasing: readonly PhrasingContent[] = node.children,
): void {
  if (conversion.blocks.body && scope.container === 'root' && skipEsm(conversion, node)) return;
  const style = conversion.blocks.textStyle(scope);
  let listInfo = list;
  let run: PhrasingContent[] = [];
  const flush = () => {
    const block = conversion.text.textBlock(run, style, listInfo);
    if (block) conversion.blocks.emit(block, scope, node);
    run = [];
  };
  for (const child of phrasing) {
    if (child.type === 'text' && child.value.search(ELEMENT_MARK) >= 0) {
      for (const piece of splitAtMarks(child)) {
        if (piece.type === 'text') {
          run.push(piece);
          continue;
        }
        flush();
        listInfo = undefined;
        placeElement(conversion, piece.index, scope, piece.line);
      }
      continue;
    }
    const found = imageIn(child);
    if (!found) {
      run.push(child);
      continue;
    }
    flush();
    // Text after an image in a list item continues the item without a new bullet.
    listInfo = undefined;
    if (!conversion.blocks.body) {
      conversion.diagnostics.warn(child, 'images are not allowed here; skipped');
      continue;
    }
    if (found.link)
      conversion.diagnostics.warn(found.link, 'the link around the image was removed: images cannot be links');
    const block = image(conversion, found.image);
    if (block) conversion.blocks.emit(block, scope, child);
  }
  flush();
}

/** MDX `import`/`export` lines: reported and dropped. */
function skipEsm(conversion: Pick<Conversion, 'diagnostics' | 'options'>, node: Paragraph): boolean {
  if (!isEsmParagraph(node)) return false;
  const start = node.position?.start.line;
  const lines = mdastToString(node).split('\n');
  lines.forEach((line, index) => {
    const statement = ESM_LINE.exec(line)?.[1];
    // The tabs components' own imports: their tags are converted, so nothing is lost with the import.
    if (statement && CONVERTED_COMPONENT_IMPORT.test(line)) return;
    // A component's the importer renders (components/): its elements are already what they render. An import
    // over several lines names its source on a later line.
    const source = /\sfrom\s+['"]([^'"]+)['"]/.exec(statement === 'import' ? lines.slice(index).join('\n') : line)?.[1];
    if (statement === 'import' && source !== undefined && isRenderedSource(source)) return;
    // A partial's: it becomes a snippet, included where its tag is.
    const partial = partialImportName(line);
    if (partial && conversion.options.snippets?.named.has(partial)) return;
    if (statement)
      conversion.diagnostics.warn(
        start === undefined ? undefined : start + index,
        `skipped MDX ${statement}: ${clip(line)}`,
      );
  });
  return true;
}

function imageIn(node: PhrasingContent): { image: Image | ImageReference; link?: Link | LinkReference } | undefined {
  if (node.type === 'image' || node.type === 'imageReference') return { image: node };
  if (node.type === 'html') {
    // `<img src="…" alt="…" />` in a line of text: the image a Markdown image would be.
    const tag = /^<img\s([^<>]*?)\/?>$/i.exec(node.value.trim());
    const attributes = tag ? jsxAttributes(tag[1] ?? '') : undefined;
    const src = attributes?.get('src');
    if (typeof src === 'string') {
      const alt = attributes?.get('alt');
      return {
        image: {
          type: 'image',
          url: src,
          alt: typeof alt === 'string' ? alt : '',
          ...(node.position ? { position: node.position } : {}),
        },
      };
    }
  }
  if (node.type === 'link' || node.type === 'linkReference') {
    const content = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
    const only = content[0];
    if (content.length === 1 && only && (only.type === 'image' || only.type === 'imageReference')) {
      return { image: only, link: node };
    }
  }
  return undefined;
}

interface TextPiece {
  type: 'text';
  value: string;
  position?: Text['position'];
}

interface ElementPiece {
  type: 'element';
  index: number;
  line: number | undefined;
}

/** A text node cut at the marks of elements taken out of it, each piece with the line it starts on. */
function splitAtMarks(node: Text): (TextPiece | ElementPiece)[] {
  const pieces: (TextPiece | ElementPiece)[] = [];
  const start = node.position?.start;
  const lineAt = (offset: number) =>
    start === undefined ? undefined : start.line + (node.value.slice(0, offset).match(/\n/g)?.length ?? 0);
  const text = (from: number, to: number) => {
    const line = lineAt(from);
    const value = node.value.slice(from, to);
    if (value === '') return;
    pieces.push(
      start && line !== undefined
        ? { type: 'text', value, position: { start: { ...start, line }, end: node.position?.end ?? start } }
        : { type: 'text', value },
    );
  };
  let position = 0;
  for (const mark of node.value.matchAll(ELEMENT_MARK)) {
    text(position, mark.index);
    pieces.push({ type: 'element', index: Number(mark[1]), line: lineAt(mark.index) });
    position = mark.index + mark[0].length;
  }
  text(position, node.value.length);
  return pieces;
}
