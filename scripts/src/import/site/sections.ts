import { singletonTypes } from '@react-redux-docs/schemas';

/** The singletons site.json describes; the docs sidebar comes from the sidebars file. */
export const SITE_JSON_SECTIONS = singletonTypes.map((type) => type.name).filter((name) => name !== 'docsSidebar');
