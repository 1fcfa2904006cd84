import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cssModuleClassName, extractCssInOneCompilation, shortenClassNames } from '../../../builder/webpackConfig.ts';

const css = (file: string) => ({ rootContext: '/site', resourcePath: `/site/src/theme/${file}` });

test('CSS-module class names are short plain identifiers that depend only on the stylesheet and the class', () => {
  const names = new Set<string>();
  for (const file of ['Navbar/styles.module.css', 'Footer/styles.module.css', 'TOC/styles.module.css'])
    for (const local of ['root', 'link', 'active', 'title', 'item', 'list', 'button', 'icon'])
      names.add(cssModuleClassName(css(file), '[hash:base64:6]', local));
  assert.equal(names.size, 24, 'no two classes share a name');
  for (const name of names) assert.match(name, /^[A-Za-z_][A-Za-z0-9_-]{5}$/);
  // The same wherever the site folder is (the HTML build and the browser build, this machine and CI).
  assert.equal(
    cssModuleClassName(css('Navbar/styles.module.css'), '', 'root'),
    cssModuleClassName(
      { rootContext: '/elsewhere', resourcePath: '/elsewhere/src/theme/Navbar/styles.module.css' },
      '',
      'root',
    ),
  );
});

test("the site's webpack changes find what they change in Gatsby's configuration", () => {
  const modules = { localIdentName: '[hash:base64:6]' };
  class MiniCssExtractPlugin {
    options: Record<string, unknown> = { experimentalUseImportModule: false };
  }
  const config = {
    module: { rules: [{ oneOf: [{ use: [{ loader: '/x/css-loader/dist/cjs.js', options: { modules } }] }] }] },
    plugins: [new MiniCssExtractPlugin()],
  };
  shortenClassNames(config);
  assert.equal((modules as { getLocalIdent?: unknown }).getLocalIdent, cssModuleClassName);
  assert.equal(extractCssInOneCompilation(config), true);
  assert.equal(config.plugins[0]?.options.experimentalUseImportModule, true);
  assert.equal(extractCssInOneCompilation({ module: { rules: [] }, plugins: [] }), false);
});
