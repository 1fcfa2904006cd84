import { PortableTextEditor } from '@portabletext/editor';
import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import { Box, Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { useCallback, useRef, useState } from 'react';
import { getPublishedId, type OnPasteFn, type PortableTextInputProps, useClient, useFormValue } from 'sanity';
import { noteBodyEdit, noteBodyHandedToForm } from '../liveEdits/liveBodies.ts';
import { markdownIn, readsFormulas } from './markdownText.ts';
import { loadBodies, loadPasteDocs } from './pasteDocs.ts';

/**
 * A body that takes pasted Markdown as the blocks the importer would make of it, with the importer's notes on what
 * did not come as written shown above the body until dismissed. Anything else is pasted as the Studio pastes it.
 */
export function MarkdownPasteInput(props: PortableTextInputProps) {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const documentId = useFormValue(['_id']);
  const [notes, setNotes] = useState<string[]>([]);

  const onPaste = useCallback<OnPasteFn>(
    ({ event }) => {
      const text = markdownIn(event.clipboardData?.getData('text/plain'));
      if (text === undefined) return undefined;
      return (async () => {
        const { pasteMarkdown, checkPastedAnchors, docsToCheck } = await import('@react-redux-docs/scripts/paste');
        const unreachable: string[] = [];
        const docs = await loadPasteDocs(client).catch((error: unknown) => {
          unreachable.push(`The list of docs could not be loaded (${String(error)}), so links to docs were left out.`);
          return [];
        });
        const into = typeof documentId === 'string' ? getPublishedId(documentId) : undefined;
        const pasted = pasteMarkdown(text, { docs, math: readsFormulas(text), ...(into ? { into } : {}) });
        const bodies = await loadBodies(client, docsToCheck(pasted.anchorChecks)).catch(() => new Map());
        const anchors = checkPastedAnchors(pasted.anchorChecks, bodies);
        setNotes([...new Set([...unreachable, ...pasted.problems, ...anchors])]);
        return { insert: pasted.blocks as never };
      })();
    },
    [client, documentId],
  );

  const onEditorChange = useLiveBodyNotes(props, documentId);

  return (
    <Stack gap={3}>
      {notes.length > 0 && <PasteNotes notes={notes} onDismiss={() => setNotes([])} />}
      {props.renderDefault({ ...props, onPaste, onEditorChange })}
    </Stack>
  );
}

/**
 * The document's body as it is typed, for the Preview (liveEdits/liveBodies.ts): read from the editor after each
 * keystroke's patches, instead of after the editor's batch reaches the document.
 */
function useLiveBodyNotes(props: PortableTextInputProps, documentId: unknown) {
  const reading = useRef(false);
  const lastPatchAt = useRef(0);
  const topLevelBody = props.path.length === 1 && props.path[0] === 'body';
  const { onEditorChange: passOn } = props;
  return useCallback(
    (...[change, editor]: Parameters<NonNullable<PortableTextInputProps['onEditorChange']>>) => {
      passOn?.(change, editor);
      if (!topLevelBody || typeof documentId !== 'string') return;
      if (change.type === 'mutation') noteBodyHandedToForm(documentId);
      if (change.type !== 'patch') return;
      lastPatchAt.current = performance.now();
      if (reading.current) return;
      reading.current = true;
      // Once the keystroke's work is done (all its patches applied), not at the next frame: a busy Studio delays
      // frames by hundreds of milliseconds.
      queueMicrotask(() => {
        reading.current = false;
        const body = PortableTextEditor.getValue(editor);
        if (body) noteBodyEdit(documentId, body, lastPatchAt.current);
      });
    },
    [passOn, topLevelBody, documentId],
  );
}

function PasteNotes({ notes, onDismiss }: { notes: string[]; onDismiss: () => void }) {
  return (
    <Card tone="caution" padding={3} radius={2} border role="status" data-testid="paste-notes">
      <Stack gap={3}>
        <Flex align="center" gap={2}>
          <Box flex={1}>
            <Text weight="semibold" size={1}>
              Pasted Markdown: {notes.length === 1 ? '1 thing' : `${notes.length} things`} did not come as written
            </Text>
          </Box>
          <Button mode="bleed" fontSize={1} padding={2} text="Dismiss" onClick={onDismiss} />
        </Flex>
        <Stack as="ul" gap={2} paddingLeft={3}>
          {notes.map((note) => (
            <Text as="li" size={1} key={note}>
              {note}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
