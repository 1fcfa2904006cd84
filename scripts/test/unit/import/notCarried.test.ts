import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importDocusaurusSite } from '../../../src/import/index.ts';
import { notCarriedLines } from '../../../src/import/notCarried.ts';
import { tempSite } from '../../support/helpers.ts';

test('the summary counts what was not carried over, by kind, with where to look and what to do', async () => {
  const site = tempSite({
    'docusaurus.config.mjs': [
      'export default {',
      "  title: 'Left behind', tagline: 'Some', url: 'https://left.example', baseUrl: '/',",
      "  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] },",
      "  presets: [['classic', { docs: { routeBasePath: '/' }, blog: { path: 'news' }, theme: { customCss: './src/custom.css' } }]],",
      '};',
    ].join('\n'),
    'sidebars.json': '{ "docs": ["start"] }',
    'docs/start.mdx': [
      "import Broken from '@site/src/components/Broken';",
      '',
      '# Start',
      '',
      'A <Badge.New /> badge from a package.',
      '',
      '<Broken />',
      '',
      '<form action="/search"></form>',
    ].join('\n'),
    'src/components/Broken.jsx': 'export default function Broken() { return <p>{window.location.href}</p>; }\n',
    'src/pages/index.tsx': 'export default function Home() { return null; }\n',
    'src/pages/team.jsx': 'export default function Team() { return null; }\n',
    'src/pages/_parts/Hero.tsx': 'export default function Hero() { return null; }\n',
    'news/2024-01-01-hello.md': '# Hello\n',
    'news/2024-02-01-again/index.mdx': '# Again\n',
    'news/_drafts/next.md': '# Not yet\n',
  });
  const result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  assert.deepEqual(
    result.notCarried.map((item) => `${item.count} ${item.what} (${item.where})`),
    [
      '2 blog posts not migrated (news/)',
      '2 React pages not migrated (src/pages/)',
      '1 use of a component not rendered (warnings "could not be rendered here")',
      '1 JSX element left out (warnings "skipped JSX")',
      '1 HTML element left out (warnings "skipped HTML")',
      '1 style or script setting not carried (warnings at customCss, stylesheets, scripts, clientModules and themeConfig.prism)',
      '2 locales not imported (the warning at i18n.locales)',
    ],
  );
  const lines = notCarriedLines(result.notCarried);
  assert.equal(lines[0], 'Not carried over:');
  assert.match(lines[1] ?? '', /^ {2}2 blog posts not migrated \(news\/\): the site has no blog/);
  assert.deepEqual(notCarriedLines([]), []);
});
