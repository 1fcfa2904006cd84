import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importDocusaurusSite } from '../../../../src/import/index.ts';
import { formatted, tempSite, withoutKeys } from '../../../support/helpers.ts';

const config = (plugins: string) => `
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

export default {
  title: 'Formula site',
  tagline: 'Numbers',
  url: 'https://formulas.example',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', ${plugins} } }]],
};
`;

const DOC = [
  '# Areas',
  '',
  'A circle of radius $r$ covers $\\pi r^2$, which costs $5 of paint.',
  '',
  '$$',
  'A = \\int_0^{2\\pi} \\frac{r^2}{2} \\, d\\theta',
  '$$',
  '',
  ':::note',
  'Inside a note, $x_1$ and a block:',
  '',
  '$$',
  'x_1 + x_2',
  '$$',
  ':::',
].join('\n');

type Child = { _type: string; text?: string; tex?: string };
type Block = { _type: string; tex?: string; children?: Child[]; body?: Block[] };
const shown = (blocks: Block[]): unknown[] =>
  blocks.map((block) =>
    block._type === 'block'
      ? block.children?.map((child) => (child._type === 'inlineMath' ? `[${child.tex}]` : child.text)).join('')
      : block._type === 'math'
        ? `math: ${block.tex}`
        : [block._type, shown(block.body ?? [])],
  );

test("with the site's remark-math, formulas become the model's math; KaTeX need not run or be installed", async () => {
  const site = tempSite({
    'docusaurus.config.mjs': config('remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex]'),
    'sidebars.json': '{ "docs": ["areas"] }',
    'docs/areas.md': DOC,
  });
  const result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  const body = withoutKeys(result.documents.find((document) => document._id === 'doc-areas')?.body) as Block[];
  assert.deepEqual(shown(body), [
    'A circle of radius [r] covers [\\pi r^2], which costs $5 of paint.',
    'math: A = \\int_0^{2\\pi} \\frac{r^2}{2} \\, d\\theta',
    ['admonition', ['Inside a note, [x_1] and a block:', 'math: x_1 + x_2']],
  ]);
  // Neither plugin is named as missing: the importer does their work itself.
  const warnings = formatted(result.warnings, site.dir);
  assert.ok(!warnings.some((warning) => /remark-math|rehype-katex/.test(warning)), warnings.join('\n'));
});

test('without remark-math, dollar signs are text as Docusaurus shows them', async () => {
  const site = tempSite({
    'docusaurus.config.mjs': config(''),
    'sidebars.json': '{ "docs": ["areas"] }',
    'docs/areas.md': 'It costs $5, or $10 with $r$ as a tip.',
  });
  const result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  const body = withoutKeys(result.documents.find((document) => document._id === 'doc-areas')?.body) as Block[];
  assert.deepEqual(shown(body), ['It costs $5, or $10 with $r$ as a tip.']);
});
