import katex from 'katex';

/**
 * What is wrong with a formula's TeX, in KaTeX's words (the site draws formulas with KaTeX), or undefined when it
 * draws.
 */
export function texProblem(tex: string | undefined): string | undefined {
  if (!tex?.trim()) return undefined;
  try {
    katex.renderToString(tex, { throwOnError: true, output: 'mathml', strict: 'ignore' });
    return undefined;
  } catch (error) {
    const message = (error as Error).message.replace(/^KaTeX parse error: /, '');
    return `This formula cannot be drawn: ${message}`;
  }
}
