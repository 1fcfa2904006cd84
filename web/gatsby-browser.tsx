import type { GatsbyBrowser } from 'gatsby';
import { routeChangeFinished, watchRouteChanges } from './src/theme/RouteProgress/routeProgress.ts';

export { wrapPageElement } from './src/wrapPageElement.tsx';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => watchRouteChanges();

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => routeChangeFinished();
