import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importDocusaurusSite } from '../../../../src/import/index.ts';
import { formatted, tempSite, withoutKeys } from '../../../support/helpers.ts';

/**
 * Rehype plugins of the site's own, written for this test: one marks abbreviations up (`<abbr>`, which the model
 * has no place for), one closes every doc with a paragraph saying who reviews it.
 */
const PLUGINS = `
export function abbreviations({ known }) {
  const walk = (parent) =>
    parent.children?.forEach((node, index) => {
      if (node.type === 'text' && node.value in known)
        parent.children[index] = { type: 'element', tagName: 'abbr', properties: { title: known[node.value] }, children: [node] };
      else walk(node);
    });
  return walk;
}

export function reviewedBy({ team }) {
  return (tree) => {
    tree.children.push({
      type: 'element',
      tagName: 'p',
      properties: { className: ['reviewed'] },
      children: [{ type: 'text', value: 'Reviewed by ' }, { type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: team }] }, { type: 'text', value: '.' }],
    });
  };
}
`;

const CONFIG = `
import { abbreviations, reviewedBy } from './plugins/rehype.mjs';
import missing from 'rehype-not-installed';

export default {
  title: 'Reviewed site',
  tagline: 'Words',
  url: 'https://reviewed.example',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/',
    beforeDefaultRehypePlugins: [[abbreviations, { known: { API: 'Application programming interface' } }]],
    rehypePlugins: [[reviewedBy, { team: 'the docs team' }], missing],
  } }]],
};
`;

test("the site's rehype plugins run on each doc's HTML tree; what they add is imported, one not installed is named", async () => {
  const site = tempSite({
    'docusaurus.config.mjs': CONFIG,
    'plugins/rehype.mjs': PLUGINS,
    'sidebars.json': '{ "docs": ["guide"] }',
    'docs/guide.md': ['# Guide', '', 'API', '', 'The store holds the state.', '', '[broken link](./missing.md)'].join(
      '\n',
    ),
  });
  const result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  const body = withoutKeys(result.documents.find((document) => document._id === 'doc-guide')?.body) as {
    _type: string;
    children?: { text: string; marks: string[] }[];
  }[];
  assert.deepEqual(
    body.map((block) => block.children?.map((span) => [span.text, span.marks.join()])),
    [
      [['API', '']],
      [['The store holds the state.', '']],
      [['broken link', '']],
      [
        ['Reviewed by ', ''],
        ['the docs team', 'strong'],
        ['.', ''],
      ],
    ],
  );
  const warnings = formatted(result.warnings, site.dir);
  // The blocks before the plugins' paragraph keep their lines.
  assert.ok(
    warnings.some((warning) => warning.startsWith('docs/guide.md:7: warning: ')),
    warnings.join('\n'),
  );
  assert.ok(
    warnings.includes(
      "docusaurus.config.mjs: warning: docs.rehypePlugins: rehype-not-installed is not installed, so it does not run: what it changes on the pages is not imported. Install the site's dependencies (npm install or yarn in the website folder) and import again",
    ),
    warnings.join('\n'),
  );
});

/** A rehype plugin of the site's own: numbers paragraphs, each opening with a link to itself (`<a href name>`). */
const NUMBERED = `
export default function numbered() {
  return (tree) => {
    let count = 0;
    tree.children.forEach((node) => {
      if (node.type !== 'element' || node.tagName !== 'p') return;
      const id = 'p' + ++count;
      node.children.unshift({ type: 'element', tagName: 'a', properties: { href: '#' + id, name: id }, children: [{ type: 'text', value: '[' + id + ']' }] });
    });
  };
}
`;

test('places a rehype plugin names (`<a name>`) become anchors that its links lead to', async () => {
  const site = tempSite({
    'docusaurus.config.mjs': CONFIG.replace(
      "import { abbreviations, reviewedBy } from './plugins/rehype.mjs';\nimport missing from 'rehype-not-installed';",
      "import numbered from './plugins/numbered.mjs';",
    ).replace(/beforeDefaultRehypePlugins: .*\n.*\n/, 'rehypePlugins: [numbered],\n'),
    'plugins/numbered.mjs': NUMBERED,
    'sidebars.json': '{ "docs": ["guide"] }',
    'docs/guide.md': ['# Guide', '', 'First words.', '', 'Second words.'].join('\n'),
  });
  const result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  const body = withoutKeys(result.documents.find((document) => document._id === 'doc-guide')?.body) as {
    markDefs: { href?: string }[];
    children: { _type: string; id?: string; text?: string; marks?: string[] }[];
  }[];
  assert.deepEqual(
    body.map((block) =>
      block.children.map((child) =>
        child._type === 'anchor'
          ? `#${child.id}`
          : `${child.text}${child.marks?.length ? ` → ${(block.markDefs[0] as { anchor?: string }).anchor}` : ''}`,
      ),
    ),
    [
      ['#p1', '[p1] → p1', 'First words.'],
      ['#p2', '[p2] → p2', 'Second words.'],
    ],
  );
  const warnings = formatted(result.warnings, site.dir);
  assert.ok(!warnings.some((warning) => warning.includes('anchor')), warnings.join('\n'));
});
