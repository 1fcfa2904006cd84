/**
 * What the site's pages do in the browser that the Preview frame does too, as
 * `@react-redux-docs/web/preview/behaviour`: copy buttons and tabs.
 */
export { listenForCopyClicks } from '../render/CodeBlock/copyButtons.ts';
export { closestToTarget } from '../render/eventTarget.ts';
export { listenForTabs } from '../render/Tabs/tabSwitching.ts';
