/**
 * What the Old routes field does when an editor changes a published doc's route: the address readers know (the
 * published route) is kept as an old route, so links to it keep working, unless the editor has taken it out.
 */

export interface KeptRouteState {
  /** The route readers know: the published doc's. */
  published: string | undefined;
  /** The route in the form now. */
  route: string | undefined;
  oldRoutes: readonly string[];
  /** The published route the editor removed from the old routes in this form; it is not put back. */
  dismissed: string | undefined;
}

export type KeptRouteChange = { kind: 'add'; route: string } | { kind: 'remove'; route: string } | undefined;

/** The change to make to the old routes, if any. */
export function keptRouteChange({ published, route, oldRoutes, dismissed }: KeptRouteState): KeptRouteChange {
  if (!published || !route) return undefined;
  const kept = oldRoutes.includes(published);
  if (route !== published && !kept && dismissed !== published) return { kind: 'add', route: published };
  // Back to the published route: keeping it as an old route too would be refused, so it goes.
  if (route === published && kept) return { kind: 'remove', route: published };
  return undefined;
}

/** The sentence under the field: which addresses lead to this page, in the editor's words. */
export function leadsHereSentence(
  oldRoutes: readonly string[],
  published: string | undefined,
  route: string | undefined,
) {
  if (oldRoutes.length === 0) return undefined;
  const list = oldRoutes.map((old) => `/${old}`).join(', ');
  const moved = published && route && published !== route && oldRoutes.includes(published);
  return `${oldRoutes.length === 1 ? 'This address leads' : 'These addresses lead'} to this page${route ? ` at /${route}` : ''}: ${list}.${moved ? ` /${published} was added because you changed the route, so links to it keep working; remove it only if that address should show "Page not found".` : ''}`;
}
