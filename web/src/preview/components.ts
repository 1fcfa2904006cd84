/**
 * The theme components the Preview draws around rendered content, as
 * `@react-redux-docs/web/preview/components`, and the class names of the doc
 * page's and the docs layout's CSS modules. For a bundler (Vite in the Studio), not for Node: they are
 * TSX and CSS modules.
 */
import * as docLayoutStyles from '../theme/DocLayout/styles.module.css';
import * as docPageStyles from '../theme/DocPage/styles.module.css';

export { AnnouncementBar } from '../theme/AnnouncementBar/index.tsx';
export { DocPage } from '../theme/DocPage/index.tsx';
export { Landing } from '../theme/Landing/index.tsx';
export { Layout } from '../theme/Layout/index.tsx';
export { StandalonePage } from '../theme/StandalonePage/index.tsx';
export { docLayoutStyles, docPageStyles };
