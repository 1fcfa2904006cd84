import assert from 'node:assert/strict';
import { test } from 'node:test';
import { esmStatements, keepStatementsWhole } from '../../../../src/import/components/esmStatements.ts';
import { importDocusaurusSite } from '../../../../src/import/index.ts';
import { formatted, tempSite, withoutKeys } from '../../../support/helpers.ts';

test('an MDX export runs over blank lines until its code is complete, as MDX reads it', () => {
  const text = ['Intro.', '', 'export const sample = `first', '', '# not a heading', '`;', '', 'After.'].join('\n');
  const ranges = esmStatements(text, () => false);
  assert.deepEqual(
    ranges.map(({ start, end }) => text.slice(start, end)),
    ['export const sample = `first\n\n# not a heading\n`;'],
  );
  assert.equal(
    keepStatementsWhole(text, ranges),
    ['Intro.', '', 'export const sample = `first', '    \u200b', '    # not a heading', '    `;', '', 'After.'].join(
      '\n',
    ),
  );
});

test('a statement over blank lines feeds components and shows nothing; raw-loader and MDXComponents are answered', async () => {
  const site = tempSite({
    'docusaurus.config.mjs':
      "export default { title: 'Shown', tagline: 'Code', url: 'https://shown.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };",
    'sidebars.json': '{ "docs": ["show"] }',
    'src/Show.tsx': [
      "import components from '@theme/MDXComponents';",
      '',
      'export function Show({ code, language }: { code: string | { default: string }; language: string }) {',
      "  const text = typeof code === 'string' ? code : code.default;",
      '  return (',
      '    <components.pre>',
      "      <components.code className={'language-' + language}>{text.trim()}</components.code>",
      '    </components.pre>',
      '  );',
      '}',
    ].join('\n'),
    'src/example.ts': 'export const answer = 42;\n',
    'docs/show.mdx': [
      "import { Show } from '@site/src/Show';",
      '',
      '# Show',
      '',
      'export const sample = `const store = makeStore();',
      '',
      '<Provider store={store} />`;',
      '',
      '<Show code={sample} language="tsx" />',
      '',
      '<Show code={require(\'!!raw-loader!@site/src/example.ts\')} language="ts" />',
    ].join('\n'),
  });
  const result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  const body = withoutKeys(result.documents.find((document) => document._id === 'doc-show')?.body);
  assert.deepEqual(body, [
    { _type: 'code', language: 'tsx', code: 'const store = makeStore();\n\n<Provider store={store} />' },
    { _type: 'code', language: 'typescript', code: 'export const answer = 42;' },
  ]);
  assert.deepEqual(
    formatted(result.warnings, site.dir).filter((line) => line.startsWith('docs/')),
    ['docs/show.mdx:5: warning: skipped MDX export: export const sample = const store = makeStore();'],
  );
});
