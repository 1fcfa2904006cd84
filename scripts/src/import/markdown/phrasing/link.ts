import { anchorProblem } from '@react-redux-docs/schemas';
import type { Link, LinkReference } from 'mdast';
import { headingAnchorLike } from '../../links/anchors.ts';
import { resolveLink } from '../../links/resolveLink.ts';
import type { DocTarget } from '../../links/types.ts';
import type { MarkDef } from '../../types.ts';
import type { Conversion, InlineOut } from '../conversion/types.ts';

/**
 * A link's `#anchor` as the site can store it. Docusaurus only warns about a broken anchor (the link still leads
 * to the page), so here too: a doubled `#` (`##usage`) loses the extra one, and an anchor the site's rules
 * cannot hold is left out, each with a warning; whether a heading has it is checked once every doc is converted.
 */
function anchorToKeep(
  conversion: Pick<Conversion, 'diagnostics'>,
  url: string,
  written: string | undefined,
  node: Link | LinkReference,
): string | undefined {
  if (written === undefined) return undefined;
  let anchor = written;
  if (anchor.startsWith('#')) {
    anchor = anchor.replace(/^#+/, '');
    conversion.diagnostics.warn(
      node,
      anchor === ''
        ? `the link "${url}" has "#" twice and no anchor: it leads to the page`
        : `the link "${url}" has "#" twice: read as "#${anchor}"`,
    );
    if (anchor === '') return undefined;
  }
  // Letter case is settled against the headings later; any other character the site never puts in an anchor.
  const problem = anchorProblem(anchor.toLowerCase());
  if (problem !== undefined) {
    conversion.diagnostics.warn(
      node,
      `anchor "#${anchor}" cannot be kept: ${problem.charAt(0).toLowerCase()}${problem.slice(1).replace(/\.$/, '')}; the link leads to the top of the page`,
    );
    return undefined;
  }
  return anchor;
}

/**
 * Once every doc's headings are known, for a link whose anchor no heading has: one that differs only in letter
 * case (`#useStore` for `usestore`) takes the heading's anchor; any other is left out, so the link leads to the
 * top of the page, as a broken anchor does in Docusaurus. Either way a warning with the link's line.
 */
function unknownAnchor(
  conversion: Pick<Conversion, 'diagnostics'>,
  def: MarkDef,
  target: DocTarget,
  anchor: string,
  node: Link | LinkReference,
  message: string,
): void {
  const heading = headingAnchorLike(target, anchor);
  if (heading !== undefined && def._type === 'internalLink') {
    def.anchor = heading;
    conversion.diagnostics.warn(
      node,
      `${message}, but "#${heading}" is (anchors are lowercase): the link uses "#${heading}"`,
    );
    return;
  }
  if (def._type === 'internalLink') delete def.anchor;
  conversion.diagnostics.warn(node, `${message}; the link leads to the top of the page`);
}

export function link(
  conversion: Pick<Conversion, 'options' | 'diagnostics' | 'text' | 'dispatch'>,
  url: string,
  node: Link | LinkReference,
  marks: string[],
  out: InlineOut,
): void {
  const resolution = resolveLink(url, conversion.options.origin, conversion.options.docs);
  if (resolution.kind === 'unresolved') {
    conversion.diagnostics.warn(node, `${resolution.reason}; the link was removed, its text kept`);
    conversion.dispatch.inline(node.children, marks, out, 'link text');
    return;
  }
  const key = conversion.text.nextMarkKey();
  if (resolution.kind === 'external') {
    out.defs.set(key, { _type: 'link', _key: key, href: resolution.href });
  } else {
    const { target } = resolution;
    const fromDraft = conversion.options.origin.self?.draft === true;
    if (target.draft && !fromDraft) {
      conversion.diagnostics.warn(
        node,
        `links to "${target.docId}", a draft (draft: true) that readers cannot see until it is published; the link was removed, its text kept`,
      );
      conversion.dispatch.inline(node.children, marks, out, 'link text');
      return;
    }
    const anchor = anchorToKeep(conversion, url, resolution.anchor, node);
    const def: MarkDef = {
      _type: 'internalLink',
      _key: key,
      // A draft's link to another draft is weak (Sanity refuses a strong reference to what is not published);
      // it still leads to the doc once both are published.
      reference: target.draft
        ? { _type: 'reference', _ref: target.documentId, _weak: true }
        : { _type: 'reference', _ref: target.documentId },
      ...(anchor !== undefined ? { anchor } : {}),
    };
    out.defs.set(key, def);
    if (anchor !== undefined) {
      conversion.options.anchorChecks.push({
        target,
        anchor,
        report: (message) => unknownAnchor(conversion, def, target, anchor, node, message),
      });
    }
  }
  conversion.dispatch.inline(node.children, [...marks, key], out, 'link text');
}
