import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { withNodesOwnFetch, type WebpackConfig } from '../../builder/webpackConfig.ts';
import { errorLines } from './buildOutput.ts';

/** Modules as Gatsby finds them: its webpack, and the node-fetch it provides. */
const gatsbyRequire = createRequire(createRequire(import.meta.url).resolve('gatsby/package.json'));

/** What Gatsby 5 printed for Node's punycode deprecation in a successful build, in its two loggers. */
const INK_OUTPUT = [
  '\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess Writing page-data.json and slice-data.json files to public directory -',
  '0.014s - 18/18 1297.40/s',
  '',
  '\u001b[2K\u001b[1A\u001b[2K\u001b[G',
  ' ERROR  UNKNOWN',
  '',
  '(node:8083) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.',
  'Please use a userland alternative instead.',
  '\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess Building static HTML for pages - 7.075s - 18/18 2.54/s',
].join('\n');
const CI_OUTPUT = [
  'success run queries in workers - 3.446s - 22/22 6.38/s',
  '\u001b[31merror\u001b[39m (node:9838) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.',
  'success Building static HTML for pages - 7.075s - 18/18 2.54/s',
].join('\n');

test("a build's error lines are found in both of Gatsby's loggers, and nothing else is", () => {
  assert.deepEqual(errorLines(INK_OUTPUT), [' ERROR  UNKNOWN']);
  assert.equal(errorLines(CI_OUTPUT).length, 1);
  assert.match(errorLines(CI_OUTPUT)[0] ?? '', /^error \(node:9838\) \[DEP0040\]/);
  assert.deepEqual(errorLines(' ERROR #85923  GRAPHQL\r\n'), [' ERROR #85923  GRAPHQL']);
  const fine = [
    'warn [sanity] The content has problems the site works around:',
    'info Search: 47 records from 11 docs',
    'success onPostBuild - 0.1s',
    'Errors in the content: none',
    '  - Doc "Error handling" (doc-errors), body[1].alt:',
    'errorBoundary.tsx compiled',
  ].join('\n');
  assert.deepEqual(errorLines(fine), []);
});

test('the HTML bundle keeps Node’s fetch instead of the node-fetch Gatsby provides (which loads the deprecated punycode)', () => {
  const { ProvidePlugin } = gatsbyRequire('webpack') as {
    ProvidePlugin: new (definitions: Record<string, string>) => unknown;
  };
  const nodeFetch = gatsbyRequire.resolve('node-fetch');
  // As Gatsby's HTML stages add it (gatsby/dist/utils/webpack.config.js), and another provision that stays.
  const gatsbys = new ProvidePlugin({ fetch: nodeFetch, 'global.fetch': nodeFetch });
  const other = new ProvidePlugin({ process: 'process/browser', fetch: '/site/src/myFetch.ts' });
  const config = { module: { rules: [] }, plugins: [gatsbys, other] } as unknown as WebpackConfig;
  assert.equal(withNodesOwnFetch(config), true);
  assert.deepEqual(config.plugins, [other], "Gatsby's provision is gone, the other kept whole");
  assert.deepEqual(config.plugins[0]?.definitions, { process: 'process/browser', fetch: '/site/src/myFetch.ts' });
  assert.equal(withNodesOwnFetch(config), false, 'nothing left to remove');
});
