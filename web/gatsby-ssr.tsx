export { wrapPageElement } from './src/wrapPageElement.tsx';

import type { GatsbySSR } from 'gatsby';

// Set here, not with <html> in the Head API: React 19 takes over an <html> it renders and
// drops attributes it does not own, such as the data-theme set before first paint.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en', dir: 'ltr' });
};
