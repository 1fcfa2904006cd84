/**
 * What the Studio's Preview uses from the site, as `@react-redux-docs/web/preview`:
 * the site's own renderers for each previewed document type. Plain modules, so
 * Node (the Preview's tests) can load them as Vite (the Studio) does.
 */
export { type AnnouncementPreview, announcementPreview } from './announcementPreview.ts';
export { type LandingPreview, landingPreview } from './landingPreview.ts';
export {
  type DocPagePreview,
  docPagePreview,
  type PageChrome,
  type StandalonePagePreview,
  standalonePagePreview,
} from './pagePreview.ts';
export { plainProblemMessage, readablePath } from './problemWords.ts';
export { type DocPreview, renderDocPreview } from './renderDocPreview.ts';
export type { PreviewSources } from './resolvePreview.ts';
export { type QueryNode, staticQueryAnswers } from './staticQueries.ts';
