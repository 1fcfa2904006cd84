import type { Json, Warn } from './types.ts';

/** A logo as site.json writes it. Docusaurus allows an empty alt; here the logo is described, with a warning. */
export function logoValue(logo: Json, at: string, siteTitle: string, warn: Warn): Json {
  if (typeof logo.alt === 'string' && logo.alt.trim() !== '') return { src: logo.src, alt: logo.alt };
  const alt = `${siteTitle} logo`;
  warn(`${at}.alt`, `the logo has no alternative text; it is described as "${alt}" (change it in the Studio)`);
  return { src: logo.src, alt };
}
