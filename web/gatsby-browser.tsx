import type { GatsbyBrowser } from 'gatsby';
import { guardClientNavigation, routerIsListening } from './src/clientNavigation.ts';
import { hydrateInSlices } from './src/hydrateInSlices.ts';
import { listenForCopyClicks } from './src/render/CodeBlock/copyButtons.ts';
import { applyRememberedTabs, listenForTabs } from './src/render/Tabs/tabSwitching.ts';
import {
  routeChangeFinished,
  routeChangeStarted,
  watchBackAndForward,
} from './src/theme/RouteProgress/routeProgress.ts';
import { HYDRATED_FLAG } from './src/theme/SiteWarning/loadFailureScript.ts';

export { wrapPageElement } from './src/wrapPageElement.tsx';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  guardClientNavigation(routeChangeStarted);
  watchBackAndForward();
  listenForCopyClicks(document);
  listenForTabs(document);
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  routerIsListening();
  // After this, a failed page load during navigation makes Gatsby load the page in full instead.
  (window as unknown as Record<string, boolean>)[HYDRATED_FLAG] = true;
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  routeChangeFinished();
  // The page's tabs are in the document now: show each group's remembered choice.
  applyRememberedTabs(document);
};

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInSlices;
