import type { GatsbyBrowser } from 'gatsby';
import { ErrorBoundary, PageCrashed } from './theme/ErrorBoundary/index.tsx';

/** Every page sits in an error boundary, so a crash shows "This page crashed." instead of a blank screen. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <ErrorBoundary fallback={PageCrashed}>{element}</ErrorBoundary>
);
