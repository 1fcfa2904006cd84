/**
 * The site's own styles, as text for the Preview frame, as
 * `@react-redux-docs/web/preview/styles`: the global rules and colour modes,
 * each content block's styles.css, and the styles of every theme component
 * (the Preview draws whole pages: navbar, sidebar, table of contents, footer). For Vite, whose `?inline` import gives a CSS module the
 * class names its plain import gives the component (they are derived from the
 * file's content), so the markup and these rules agree.
 */

import docsearchVariablesCss from '@docsearch/css/dist/_variables.css?inline';
import docsearchButtonCss from '@docsearch/css/dist/button.css?inline';
import admonitionCss from '../render/Admonition/styles.css?inline';
import codeBlockCss from '../render/CodeBlock/styles.css?inline';
import collapsibleCss from '../render/Collapsible/styles.css?inline';
import dividerCss from '../render/Divider/styles.css?inline';
import embedCss from '../render/Embed/styles.css?inline';
import figureCss from '../render/Figure/styles.css?inline';
import headingCss from '../render/Heading/styles.css?inline';
import mathCss from '../render/Math/styles.css?inline';
import marksCss from '../render/marks.css?inline';
import tableCss from '../render/Table/styles.css?inline';
import tabsCss from '../render/Tabs/styles.css?inline';
import globalCss from '../theme/global.css?inline';
import searchBarCss from '../theme/SearchBar/styles.css?inline';

/** Every theme component's own styles (CSS modules), in one order that does not change with the components used. */
const themeModules = import.meta.glob<string>('../theme/**/*.module.css', {
  query: '?inline',
  import: 'default',
  eager: true,
});

/** In the order the site's Layout loads them: the global rules, the content blocks', then the components'. */
export const SITE_CSS = [
  globalCss,
  admonitionCss,
  codeBlockCss,
  collapsibleCss,
  dividerCss,
  mathCss,
  embedCss,
  figureCss,
  headingCss,
  tableCss,
  tabsCss,
  marksCss,
  docsearchVariablesCss,
  docsearchButtonCss,
  searchBarCss,
  ...Object.keys(themeModules)
    .sort()
    .map((file) => themeModules[file]),
].join('\n');
