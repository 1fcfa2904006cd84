import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importDocusaurusSite } from '../../../../src/import/index.ts';
import { formatted, tempSite } from '../../../support/helpers.ts';

const CONFIG = [
  "export default { title: 'Pages', tagline: 'Beside the docs', url: 'https://pages.example', baseUrl: '/',",
  "  presets: [['classic', { docs: { routeBasePath: '/' } }]] };",
].join('\n');

test('Markdown pages: routed as the pages plugin routes them; a home page, a draft, a doc route and a missing title are said', async () => {
  const site = tempSite({
    'docusaurus.config.mjs': CONFIG,
    'sidebars.json': '{ "docs": ["start", "faq"] }',
    'docs/start.md': '# Start\n\nSee [the team](/team) and [the error list](/errors#e1).\n',
    'docs/faq.md': '# FAQ\n\nQuestions.\n',
    'src/pages/index.md': '# Welcome\n\nThe home page, in Markdown.\n',
    'src/pages/team/index.md': '# The team\n\nWho works on it. [Back to the start](start).\n',
    'src/pages/errors.mdx': '---\ntitle: Error codes\n---\n\n## E1 {#e1}\n\nThe store was read before it was made.\n',
    'src/pages/faq.md': '# Another FAQ\n\nShadowed by the doc.\n',
    'src/pages/wip.md': '---\ndraft: true\n---\n\n# Work in progress\n\nNot yet.\n',
    'src/pages/notes.md': 'Just text, no title.\n',
    'src/pages/_partial.md': 'A partial, never a page.\n',
    'src/pages/widget.tsx': 'export default function Widget() { return null; }\n',
  });
  const result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  const pages = result.documents.filter((document) => document._type === 'page');
  assert.deepEqual(
    pages.map((page) => [page._id, (page.route as { current: string }).current, page.title]),
    [
      ['page-errors', 'errors', 'Error codes'],
      ['page-notes', 'notes', 'Notes'],
      ['page-team', 'team', 'The team'],
    ],
  );
  // A doc's links to pages are paths, anchors kept; a page's relative link reaches a doc.
  const start = JSON.stringify(result.documents.find((document) => document._id === 'doc-start')?.body);
  assert.match(start, /"href":"\/team"/);
  assert.match(start, /"href":"\/errors#e1"/);
  assert.match(JSON.stringify(pages.find((page) => page._id === 'page-team')?.body), /"_ref":"doc-start"/);
  assert.deepEqual(
    formatted(result.warnings, site.dir).filter((warning) => warning.startsWith('src/pages')),
    [
      'src/pages/faq.md:1: warning: /faq is also the route of the doc faq, which keeps it; this page is not imported',
      "src/pages/index.md:1: warning: the home page is Markdown here; the site's home page is its Landing page, edited in the Studio, so this text is not imported",
      'src/pages/notes.md:1: warning: the page has no title (front matter `title` or "# Title"); it is titled "Notes"',
      'src/pages/wip.md:1: warning: a draft page (`draft: true`), which Docusaurus does not publish; not imported',
    ],
  );
});
