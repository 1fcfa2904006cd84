/**
 * The element matching `selector` at or above an event's target. Not
 * `instanceof Element`: the Studio's preview listens to a frame's document
 * from its parent window, whose Element is another realm's.
 */
export function closestToTarget<E extends Element = HTMLElement>(event: Event, selector: string): E | null {
  const target = event.target as Partial<Element> | null;
  return typeof target?.closest === 'function' ? (target.closest(selector) as E | null) : null;
}
