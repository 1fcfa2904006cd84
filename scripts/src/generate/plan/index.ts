// The plan of a synthetic site, made before any body is written: its categories, and every doc's id, route, title
// and headings (planSite).

export { MAX_CATEGORY_SIZE, MIN_CATEGORY_SIZE } from './categories.ts';
export { planSite } from './planner.ts';
