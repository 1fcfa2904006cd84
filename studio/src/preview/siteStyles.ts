/**
 * The site's own styles, as text for the preview frame: the global rules and
 * colour modes, each content block's styles.css, and the CSS modules of the
 * components the preview renders. Vite's `?inline` gives a CSS module the
 * class names its plain import gives the component (they are derived from the
 * file's content), so the markup and these rules agree.
 */

import admonitionCss from '@react-redux-docs/web/src/render/Admonition/styles.css?inline';
import codeBlockCss from '@react-redux-docs/web/src/render/CodeBlock/styles.css?inline';
import embedCss from '@react-redux-docs/web/src/render/Embed/styles.css?inline';
import figureCss from '@react-redux-docs/web/src/render/Figure/styles.css?inline';
import headingCss from '@react-redux-docs/web/src/render/Heading/styles.css?inline';
import tableCss from '@react-redux-docs/web/src/render/Table/styles.css?inline';
import tabsCss from '@react-redux-docs/web/src/render/Tabs/styles.css?inline';
import announcementCss from '@react-redux-docs/web/src/theme/AnnouncementBar/styles.module.css?inline';
import docPageCss from '@react-redux-docs/web/src/theme/DocPage/styles.module.css?inline';
import globalCss from '@react-redux-docs/web/src/theme/global.css?inline';
import landingCss from '@react-redux-docs/web/src/theme/Landing/styles.module.css?inline';

export const SITE_CSS = [
  globalCss,
  admonitionCss,
  codeBlockCss,
  embedCss,
  figureCss,
  headingCss,
  tableCss,
  tabsCss,
  announcementCss,
  docPageCss,
  landingCss,
].join('\n');
