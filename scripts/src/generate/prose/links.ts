/**
 * Links in generated prose: to pages on the web, and to other docs of the
 * site and their headings, found in the site plan.
 */
import { type Random, Zipf } from '../random.ts';
import type { ApiTarget, DocPlan, Heading, LinkDef, Piece, SitePlan } from '../types.ts';
import { EXTERNAL_LINKS } from '../words/index.ts';

const externalLinks = new Zipf(EXTERNAL_LINKS, 1);

/** A link to a page on the web, the well-known ones most often. */
export function externalLink(random: Random): LinkDef {
  return { _type: 'link', href: externalLinks.draw(random) };
}

/** A link to `doc`, or to the heading of it with `anchor`. */
export function internalLink(doc: DocPlan, anchor?: string): LinkDef {
  return {
    _type: 'internalLink',
    reference: { _type: 'reference', _ref: doc.id },
    ...(anchor ? { anchor } : {}),
  };
}

/** A link from `doc` to a nearby doc (same category) or any doc, to its top or one of its headings. */
export function docLink(random: Random, site: SitePlan, doc: DocPlan): Piece {
  const docs = site.docs;
  let target: DocPlan;
  const siblings = doc.category?.docs;
  if (siblings && random.chance(0.45)) {
    // A category's docs are in their positions' order, from 0.
    const offset = random.int(1, 5) * (random.chance(0.5) ? 1 : -1);
    target = siblings[Math.min(siblings.length - 1, Math.max(0, doc.position + offset))] as DocPlan;
  } else {
    target = docs[random.int(0, docs.length - 1)] as DocPlan;
  }
  const heading: Heading | undefined =
    (target === doc || random.chance(0.35)) && target.outline.length > 0 ? random.pick(target.outline) : undefined;
  if (!heading) return { text: target.title, link: internalLink(target) };
  return { text: heading.text, link: internalLink(target, heading.anchor) };
}

const definitions = new WeakMap<SitePlan, Map<string, ApiTarget>>();

/** Where a function is documented: its page and the anchor of its heading. */
export function definitionOf(site: SitePlan, name: string): ApiTarget | undefined {
  let byName = definitions.get(site);
  if (!byName) {
    byName = new Map((site.apis?.items ?? []).map((target) => [target.api.name, target]));
    definitions.set(site, byName);
  }
  return byName.get(name);
}
