import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import type { JsxElement } from '../types.ts';

/** Acorn with JSX: MDX reads JSX with acorn too, so attributes are read here exactly as MDX reads them. */
export const JsxParser = Parser.extend(jsx());

interface AcornNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

/** Longest element text tried, and most `>` tried as its end: a tag is never near either. */
const MAX_ELEMENT_LENGTH = 20_000;
const MAX_ENDS_TRIED = 400;

/**
 * The JSX element that `text` starts with (`<Name …/>` or `<Name …>…</Name>`, over any number of lines,
 * attributes in any order), or undefined when it does not start with a complete one. The element's end is the
 * first `>` at which the text so far parses as one element: an element is complete at its end and nowhere before,
 * so whatever follows it (Markdown, more text) is never read as JavaScript.
 */
export function parseJsxElement(text: string): JsxElement | undefined {
  if (!/^<[A-Za-z]/.test(text)) return undefined;
  let tried = 0;
  for (let end = text.indexOf('>'); end >= 0 && end < MAX_ELEMENT_LENGTH; end = text.indexOf('>', end + 1)) {
    if (++tried > MAX_ENDS_TRIED) return undefined;
    const source = text.slice(0, end + 1);
    let node: AcornNode;
    try {
      node = JsxParser.parseExpressionAt(source, 0, { ecmaVersion: 'latest' }) as unknown as AcornNode;
    } catch {
      continue;
    }
    if (node.type !== 'JSXElement' || node.end !== source.length) continue;
    return describeElement(node, source);
  }
  return undefined;
}

function describeElement(node: AcornNode, source: string): JsxElement {
  const opening = node.openingElement as AcornNode & { name: AcornNode; attributes: AcornNode[] };
  const attributes = new Map<string, string | true>();
  const expressions: string[] = [];
  for (const attribute of opening.attributes) {
    const written = source.slice(attribute.start, attribute.end);
    if (attribute.type !== 'JSXAttribute') {
      expressions.push(written);
      continue;
    }
    const name = jsxName(attribute.name as AcornNode);
    const value = textValue(attribute.value as AcornNode | null);
    if (value === undefined) expressions.push(written);
    else attributes.set(name, value);
  }
  const children = (node.children as AcornNode[]).map((child) =>
    child.type === 'JSXText' ? String(child.value) : source.slice(child.start, child.end),
  );
  return {
    name: jsxName(opening.name),
    attributes,
    expressions,
    content: children.join('').replace(/\s+/g, ' ').trim(),
    length: source.length,
  };
}

function jsxName(node: AcornNode): string {
  switch (node.type) {
    case 'JSXIdentifier':
      return String(node.name);
    case 'JSXNamespacedName':
      return `${jsxName(node.namespace as AcornNode)}:${jsxName(node.name as AcornNode)}`;
    case 'JSXMemberExpression':
      return `${jsxName(node.object as AcornNode)}.${jsxName(node.property as AcornNode)}`;
    default:
      return '';
  }
}

/** An attribute's value when it is text (or absent: true); undefined for any other expression. */
function textValue(value: AcornNode | null): string | true | undefined {
  if (value === null) return true;
  const expression = value.type === 'JSXExpressionContainer' ? (value.expression as AcornNode) : value;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && (expression.expressions as unknown[]).length === 0) {
    const [quasi] = expression.quasis as { value: { cooked: string | null } }[];
    return quasi?.value.cooked ?? undefined;
  }
  return undefined;
}
