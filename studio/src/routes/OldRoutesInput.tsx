/**
 * The Old routes field of a doc or standalone page: when the route of a published one changes, its published route joins the old routes
 * at once (before publishing, so the editor sees it and may take it out), and the field says which addresses lead
 * to the page.
 */
import { Card, Stack, Text } from '@sanity/ui';
import { useEffect, useRef } from 'react';
import { type ArrayOfPrimitivesInputProps, insert, setIfMissing, unset, useEditState, useFormValue } from 'sanity';
import { keptRouteChange, leadsHereSentence } from './keptRoutes.ts';

export function OldRoutesInput(props: ArrayOfPrimitivesInputProps) {
  const { onChange } = props;
  const oldRoutes = (props.value ?? []).filter((route): route is string => typeof route === 'string');
  const documentId = String(useFormValue(['_id']) ?? '').replace(/^drafts\./, '');
  const route = useFormValue(['route', 'current']) as string | undefined;
  const documentType = String(useFormValue(['_type']) ?? 'doc');
  const published = (useEditState(documentId, documentType).published?.route as { current?: string } | undefined)
    ?.current;
  const dismissed = useRef<string | undefined>(undefined);
  const wasKept = useRef(false);

  const kept = published !== undefined && oldRoutes.includes(published);
  // Taken out by the editor while the route differs: remembered, so it is not added back.
  useEffect(() => {
    if (wasKept.current && !kept && route !== published) dismissed.current = published;
    wasKept.current = kept;
  }, [kept, route, published]);

  // Only a new route (or a newly published one) asks for a change; edits of the list itself do not, so the list
  // and the change handler are read through a ref.
  const latest = useRef({ oldRoutes, onChange });
  latest.current = { oldRoutes, onChange };
  useEffect(() => {
    const { oldRoutes: list, onChange: change } = latest.current;
    const next = keptRouteChange({ published, route, oldRoutes: list, dismissed: dismissed.current });
    if (next?.kind === 'add') change([setIfMissing([]), insert([next.route], 'after', [-1])]);
    if (next?.kind === 'remove') change(unset([list.indexOf(next.route)]));
  }, [route, published]);

  const sentence = leadsHereSentence(oldRoutes, published, route);
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      {sentence && (
        <Card padding={3} radius={2} tone="primary" border data-testid="old-routes-lead-here">
          <Text size={1}>{sentence}</Text>
        </Card>
      )}
    </Stack>
  );
}
