import { withStaticSources } from '../markdown/parse/jsxAttributes.ts';
import { esmStatements, keepStatementsWhole } from './esmStatements.ts';
import { codeRanges, parseForElements } from './findElements.ts';

const MAY_HAVE = /\{\s*(?:require|useBaseUrl)\(/;

/**
 * The text with image and link addresses written as MDX writes them (`src={require('./a.png').default}`,
 * `src={useBaseUrl('/img/a.png')}`) made plain attributes, outside code: the converter reads them as HTML then. Lines
 * stay where they are.
 */
export function plainStaticSources(text: string): string {
  if (!MAY_HAVE.test(text)) return text;
  let result = '';
  let at = 0;
  for (const [start, end] of codeRanges(parseForElements(text)).sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    result += withStaticSources(text.slice(at, start)) + text.slice(start, end);
    at = end;
  }
  return result + withStaticSources(text.slice(at));
}

/** The text with MDX statements that run over blank lines kept whole for the converter (see keepStatementsWhole). */
export function statementsKeptWhole(text: string): string {
  if (!/^(?:import|export)\s[^\n]*\n(?:.*\n)*?[ \t]*\n/m.test(text)) return text;
  const code = codeRanges(parseForElements(text));
  return keepStatementsWhole(
    text,
    esmStatements(text, (offset) => code.some(([start, end]) => offset >= start && offset < end)),
  );
}
