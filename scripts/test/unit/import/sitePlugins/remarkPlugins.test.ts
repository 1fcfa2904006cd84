import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importDocusaurusSite } from '../../../../src/import/index.ts';
import { formatted, tempSite, withoutKeys } from '../../../support/helpers.ts';

/** A remark plugin of the site's own, written for this test: `[term](glossary://store)` becomes the term's text. */
const GLOSSARY_PLUGIN = `
export default function glossary({ terms }) {
  return (tree) => {
    tree.children = tree.children.flatMap((node) => {
      const link = node.type === 'paragraph' && node.children.length === 1 ? node.children[0] : undefined;
      if (!link || link.type !== 'link' || !link.url.startsWith('glossary://')) return [node];
      const term = terms[link.url.slice('glossary://'.length)];
      return [
        { type: 'heading', depth: 3, children: [{ type: 'text', value: term.name }] },
        { type: 'paragraph', children: [{ type: 'text', value: term.meaning }] },
      ];
    });
  };
}
`;

const CONFIG = `
import glossary from './plugins/glossary.mjs';
import { shout } from 'remark-shout-not-installed';

export default {
  title: 'Glossary site',
  tagline: 'Words',
  url: 'https://glossary.example',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [[glossary, { terms: {
    store: { name: 'Store', meaning: 'The object that holds the state.' },
  } }], shout] } }]],
};
`;

test("the site's remark plugins run on each doc before it is converted; one not installed is named", async () => {
  const site = tempSite({
    'docusaurus.config.mjs': CONFIG,
    'plugins/glossary.mjs': GLOSSARY_PLUGIN,
    'sidebars.json': '{ "docs": ["terms"] }',
    'docs/terms.md': [
      '# Terms',
      '',
      'Words as the team uses them.',
      '',
      '[definition](glossary://store)',
      '',
      ':::tip',
      'Untouched blocks keep their **Markdown**.',
      ':::',
      '',
      '[broken link](./missing.md)',
    ].join('\n'),
  });
  const result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  const body = withoutKeys(result.documents.find((document) => document._id === 'doc-terms')?.body) as {
    _type: string;
    style?: string;
    kind?: string;
    children?: { text: string }[];
  }[];
  assert.deepEqual(
    body.map((block) => [block._type, block.style ?? block.kind, block.children?.map((span) => span.text).join('')]),
    [
      ['block', 'normal', 'Words as the team uses them.'],
      ['block', 'h3', 'Store'],
      ['block', 'normal', 'The object that holds the state.'],
      ['admonition', 'tip', undefined],
      ['block', 'normal', 'broken link'],
    ],
  );
  const warnings = formatted(result.warnings, site.dir);
  // Lines still point into the file as written, after the plugin changed the text above them.
  assert.ok(
    warnings.some((warning) => warning.startsWith('docs/terms.md:11: warning: ')),
    warnings.join('\n'),
  );
  assert.ok(
    warnings.includes(
      "docusaurus.config.mjs: warning: docs.remarkPlugins: remark-shout-not-installed.shout is not installed, so it does not run: what it changes on the pages is not imported. Install the site's dependencies (npm install or yarn in the website folder) and import again",
    ),
    warnings.join('\n'),
  );
});
