/**
 * The site's own styles, as text for the Preview frame, as
 * `@react-redux-docs/web/preview/styles`: the global rules and colour modes,
 * each content block's styles.css, and the CSS modules of the components the
 * Preview renders. For Vite, whose `?inline` import gives a CSS module the
 * class names its plain import gives the component (they are derived from the
 * file's content), so the markup and these rules agree.
 */
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
import announcementCss from '../theme/AnnouncementBar/styles.module.css?inline';
import docLayoutCss from '../theme/DocLayout/styles.module.css?inline';
import docPageCss from '../theme/DocPage/styles.module.css?inline';
import globalCss from '../theme/global.css?inline';
import landingCss from '../theme/Landing/styles.module.css?inline';

export const SITE_CSS = [
  globalCss,
  admonitionCss,
  codeBlockCss,
  collapsibleCss,
  dividerCss,
  embedCss,
  figureCss,
  headingCss,
  tableCss,
  tabsCss,
  marksCss,
  mathCss,
  announcementCss,
  docLayoutCss,
  docPageCss,
  landingCss,
].join('\n');
