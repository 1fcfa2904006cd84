import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { docsOptions } from '../../../../src/import/config/docsOptions.ts';
import { Diagnostics, formatProblem } from '../../../../src/import/diagnostics.ts';
import { DEFAULT_DOC_FILE_PATTERNS } from '../../../../src/import/docs/findDocFiles.ts';

/** The docs options a config gives, and the problems, as `file: severity: message`. */
function optionsOf(config: unknown) {
  const diagnostics = new Diagnostics();
  const options = docsOptions(config, '/site/docusaurus.config.js', diagnostics);
  return { options, problems: diagnostics.problems.map((problem) => formatProblem(problem, '/site')) };
}

describe("the docs plugin's options", () => {
  test("the classic preset's docs options, with Docusaurus's defaults for the rest", () => {
    const { options, problems } = optionsOf({
      presets: [
        [
          '@docusaurus/preset-classic',
          {
            docs: {
              path: 'content',
              routeBasePath: '/',
              sidebarPath: './sidebars.ts',
              lastVersion: 'current',
              versions: { current: { label: 'Next', path: 'next' } },
              onlyIncludeVersions: ['current', '2.x'],
              exclude: ['**/drafts/**'],
              sidebarCollapsed: false,
            },
          },
        ],
      ],
    });
    assert.deepEqual(options, {
      path: 'content',
      routeBasePath: '',
      sidebarPath: './sidebars.ts',
      lastVersion: 'current',
      versions: { current: { label: 'Next', path: 'next' } },
      onlyIncludeVersions: ['current', '2.x'],
      includeCurrentVersion: true,
      disableVersioning: false,
      files: { include: DEFAULT_DOC_FILE_PATTERNS.include, exclude: ['**/drafts/**'] },
      sidebarCollapsible: true,
      sidebarCollapsed: false,
    });
    assert.deepEqual(problems, []);
  });

  test('without a preset, the default docs plugin; with none at all, the defaults', () => {
    const plugin = optionsOf({ plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: 'guides' }]] });
    assert.equal(plugin.options.routeBasePath, 'guides');
    assert.deepEqual(optionsOf({}).options, {
      path: 'docs',
      routeBasePath: 'docs',
      versions: {},
      includeCurrentVersion: true,
      disableVersioning: false,
      files: DEFAULT_DOC_FILE_PATTERNS,
      sidebarCollapsible: true,
      sidebarCollapsed: true,
    });
  });

  test('options Docusaurus would refuse are errors naming the config; docs turned off is one too', () => {
    const { problems } = optionsOf({
      presets: [
        [
          'classic',
          { docs: { lastVersion: 3, versions: { '1.x': 'old' }, include: 'docs/**', sidebarCollapsible: 'no' } },
        ],
      ],
    });
    assert.deepEqual(problems, [
      'docusaurus.config.js: error: docs option "include" must be a list of glob patterns',
      'docusaurus.config.js: error: docs option "lastVersion" must be a version name',
      'docusaurus.config.js: error: docs option "versions.1.x" must be an object like { label: "1.x", path: "1.x" }',
      'docusaurus.config.js: error: docs option "sidebarCollapsible" must be true or false',
    ]);
    assert.deepEqual(optionsOf({ presets: [['classic', { docs: false }]] }).problems, [
      'docusaurus.config.js: error: the config turns the docs plugin off (docs: false); there are no docs to import',
    ]);
  });
});
