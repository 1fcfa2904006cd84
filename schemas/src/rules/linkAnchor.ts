import type { ValidationContext } from '@sanity/types';
import { bodyAnchors, headingAnchors } from '../content/headingAnchors.ts';
import { SANITY_API_VERSION } from './link.ts';

type Block = { _type?: string; _snippet?: unknown[] } & Record<string, unknown>;
type Target = { title?: string; body?: Block[] };

/** A doc's body as readers get it: each Snippet block replaced by the snippet's text, as the page shows it. */
export function withSnippets(body: readonly Block[] | undefined): unknown[] {
  return (body ?? []).flatMap((block) =>
    block._type === 'snippetRef' ? (Array.isArray(block._snippet) ? block._snippet : []) : [block],
  );
}

/** The headings links may name in a doc: each heading's anchor and text, in the page's order. */
export const linkableHeadings = (target: Target | null | undefined) =>
  headingAnchors(withSnippets(target?.body)).map(({ anchor, text, level }) => ({ anchor, text, level }));

/** The doc's title and body, Snippet blocks carrying their snippet's text (`_snippet`): published, else its draft. */
export const LINK_TARGET_QUERY = `coalesce(*[_id == $targetId][0], *[_id == "drafts." + $targetId][0]){
  title,
  body[]{..., _type == "snippetRef" => {"_snippet": snippet->body}}
}`;

/**
 * Why a link's `#anchor` leads nowhere in the doc it links to, or undefined: no heading or Anchor of that doc (its
 * published text; this document's own form for a link to itself) has the name. Judged in the Studio only: the site
 * build checks every link's anchor itself, with the same headings (web/src/content/resolve/links.ts), so the
 * build's validation answers LINK_TARGET_QUERY with nothing.
 */
export async function linkAnchorProblem(
  anchor: string | undefined,
  context: ValidationContext,
): Promise<string | undefined> {
  const targetId = (context.parent as { reference?: { _ref?: string } } | undefined)?.reference?._ref;
  if (!anchor || !targetId || context.environment !== 'studio') return undefined;
  const ownId = (context.document?._id ?? '').replace(/^drafts\./, '');
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const published = await client.fetch<Target | null>(LINK_TARGET_QUERY, { targetId });
  // A doc not found is the reference check's to report.
  if (!published) return undefined;
  const target = targetId === ownId ? await ownText(context, client) : published;
  if (bodyAnchors(withSnippets(target.body)).has(anchor)) return undefined;
  const near = linkableHeadings(target).find(
    (heading) => heading.anchor.replace(/-/g, '') === anchor.replace(/-/g, ''),
  );
  const title = target.title ? `"${target.title}"` : 'That doc';
  return `${title} has no heading or anchor named "${anchor}": the link would open the top of the page.${near ? ` Did you mean "${near.anchor}" (${near.text})?` : ' Pick one of its headings from the list.'}`;
}

type Client = ReturnType<ValidationContext['getClient']>;

/** This document as the form holds it, its Snippet blocks carrying their snippets' text. */
async function ownText(context: ValidationContext, client: Client): Promise<Target> {
  const body = (Array.isArray(context.document?.body) ? context.document.body : []) as Block[];
  const ids = body.flatMap((block) =>
    block._type === 'snippetRef' ? [(block.snippet as { _ref?: string } | undefined)?._ref ?? ''] : [],
  );
  const snippets =
    ids.length === 0
      ? new Map<string, unknown[]>()
      : new Map(
          (await client.fetch<{ _id: string; body?: unknown[] }[]>('*[_id in $ids]{_id, body}', { ids })).map(
            (snippet) => [snippet._id, snippet.body ?? []],
          ),
        );
  const withText = body.map((block) =>
    block._type === 'snippetRef'
      ? { ...block, _snippet: snippets.get((block.snippet as { _ref?: string } | undefined)?._ref ?? '') ?? [] }
      : block,
  );
  return { title: String(context.document?.title ?? ''), body: withText };
}
