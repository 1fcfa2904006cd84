import type { ConfigContext, Json, Warn } from './types.ts';

/** The home page, made of the site's title and tagline and a button to the first doc: the config's React page is not converted. */
export function landingPage(root: Json, context: ConfigContext, warn: Warn): Json {
  warn(
    'src/pages',
    "the home page is React code and is not converted: the site's home page gets the title, tagline and a button to the first doc; edit it in the Studio",
  );
  const title = typeof root.title === 'string' ? root.title : 'Docs';
  const tagline = typeof root.tagline === 'string' && root.tagline !== '' ? root.tagline : title;
  const actions =
    context.firstDocRoute === undefined
      ? []
      : [{ label: 'Get started', variant: 'primary', to: context.firstDocRoute }];
  return { hero: { title, tagline, actions } };
}
