import { singletonTypes } from '@react-redux-docs/schemas';

/** The singletons site.json describes. */
export const SITE_JSON_SECTIONS = singletonTypes.map((type) => type.name);
