import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import { Box, Card, Spinner, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import { useClient } from 'sanity';
import { IntentLink } from 'sanity/router';
import type { UserViewComponent } from 'sanity/structure';

/** The docs and standalone pages whose body includes the snippet, drafts counted once with their published one. */
export const SNIPPET_USAGE_QUERY = `*[_type in ["doc", "page"] && references($id)]{ _id, _type, title, "route": route.current } | order(route asc)`;

type Usage = { _id: string; _type?: string; title?: string; route?: string };

/** One row per doc, by published id: a draft and its published doc are the same page. */
export function usagesByDoc(rows: readonly Usage[]): Usage[] {
  const byId = new Map<string, Usage>();
  for (const row of rows) {
    const id = row._id.replace(/^drafts\./, '');
    if (!byId.has(id) || row._id.startsWith('drafts.')) byId.set(id, { ...row, _id: id });
  }
  return [...byId.values()].sort((a, b) => (a.route ?? '').localeCompare(b.route ?? ''));
}

/** The snippet's "Used in" view: every doc that shows it, each opening that doc. */
export const SnippetUsage: UserViewComponent = ({ documentId }) => {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [usages, setUsages] = useState<Usage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const id = documentId.replace(/^drafts\./, '');
  useEffect(() => {
    let current = true;
    client
      .fetch<Usage[]>(SNIPPET_USAGE_QUERY, { id })
      .then((rows) => current && setUsages(usagesByDoc(rows)))
      .catch((error: unknown) => {
        console.error('Snippet usage: loading failed', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [client, id]);
  if (failed)
    return (
      <Box padding={4}>
        <Text>The docs that use this snippet could not be loaded. Check your connection and open this tab again.</Text>
      </Box>
    );
  if (!usages)
    return (
      <Box padding={4}>
        <Spinner />
      </Box>
    );
  return (
    <Box padding={4}>
      <Stack gap={3}>
        <Text size={1} muted>
          {usages.length === 0
            ? 'No doc includes this snippet yet. Add a Snippet block to a doc body to show it there.'
            : `Shown in ${usages.length} ${usages.length === 1 ? 'page' : 'pages'}; a change here changes ${usages.length === 1 ? 'it' : 'all of them'}.`}
        </Text>
        {usages.map((usage) => (
          <Card
            key={usage._id}
            padding={3}
            radius={2}
            border
            as={IntentLink}
            intent="edit"
            params={{ id: usage._id, type: usage._type ?? 'doc' }}
            style={{ textDecoration: 'none' }}
          >
            <Stack gap={2}>
              <Text weight="semibold">{usage.title ?? 'Untitled page'}</Text>
              <Text size={1} muted>
                {usage.route ? `/${usage.route}` : 'No route yet'}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Box>
  );
};
