export { wrapPageElement } from './src/wrapPageElement.tsx';

import type { GatsbySSR } from 'gatsby';
import { codeColorsCss } from './src/render/CodeBlock/codeColors.ts';
import { SITE_LOCALE } from './src/theme/SiteHead/locale.ts';

// Set here, not with <html> in the Head API: React 19 takes over an <html> it renders and
// drops attributes it does not own, such as the data-theme set before first paint.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: SITE_LOCALE, dir: 'ltr' });
  // Code backgrounds are defined once, with the highlighter that makes token colours readable on them.
  setHeadComponents([<style key="code-colors">{codeColorsCss()}</style>]);
};
