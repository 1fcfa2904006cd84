/**
 * Type `/` at the start of a block to insert any block the body takes, or to
 * turn the line into a heading: `/code` and Enter is a code block (2 actions).
 * Built on the Portable Text Editor's own typeahead picker, which handles the
 * trigger, the keyword, and the arrow, Enter, Tab and Escape keys; this draws
 * the list beside the caret. Sanity's form adds it to every Portable Text
 * input (form.components.portableText.plugins), nested ones included.
 */
import { useEditor } from '@portabletext/editor';
import { effect, raise } from '@portabletext/editor/behaviors';
import { defineTypeaheadPicker, useTypeaheadPicker } from '@portabletext/plugin-typeahead-picker';
import { Box, Card, Stack, Text } from '@sanity/ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  type PortableTextPluginsProps,
  useFormCallbacks,
  useGetFormValue,
  useResolveInitialValueForType,
  useSchema,
} from 'sanity';
import { allChoices, type InsertChoice, matchChoices } from './insertChoices.ts';
import { useTextPath } from './textPath.tsx';

export function SlashMenuPlugins(props: PortableTextPluginsProps) {
  return (
    <>
      {props.renderDefault(props)}
      <SlashMenu />
    </>
  );
}

function SlashMenu() {
  const editor = useEditor();
  // Read when a block is picked: the picker is made once per editor.
  const opening = useRef<(key: string) => void>(() => {});
  const path = useTextPath();
  const { onPathOpen } = useFormCallbacks();
  const getFormValue = useGetFormValue();
  opening.current = (key) => {
    if (!path) return;
    // Opened once the form has the block (the editor hands changes over in batches), so its dialog has its value.
    const open = (triesLeft: number) => {
      const blocks = getFormValue(path);
      const there = Array.isArray(blocks) && blocks.some((block) => (block as { _key?: string })?._key === key);
      if (there || triesLeft === 0) onPathOpen([...path, { _key: key }]);
      else setTimeout(() => open(triesLeft - 1), 50);
    };
    open(40);
  };
  // A block starts with its type's initial value, as from the toolbar (a table as a 2 × 2 grid with a header row).
  // Resolved ahead, since picking must insert at once; again after each use, so no two blocks share inner keys.
  const schema = useSchema();
  const resolveInitialValue = useResolveInitialValueForType();
  const initialValues = useRef(new Map<string, Record<string, unknown>>());
  const prepare = useCallback(
    (name: string) => {
      const type = schema.get(name);
      if (!type) return;
      resolveInitialValue(type, {}).then(
        (value: unknown) => {
          if (value && typeof value === 'object' && !Array.isArray(value)) {
            initialValues.current.set(name, value as Record<string, unknown>);
          }
        },
        // The block is inserted without one (an image's needs the upload).
        () => initialValues.current.delete(name),
      );
    },
    [schema, resolveInitialValue],
  );
  const choices = useMemo(() => allChoices(editor.getSnapshot().context.schema), [editor]);
  useEffect(() => {
    for (const choice of choices) if (choice.kind === 'block') prepare(choice.name);
  }, [choices, prepare]);
  const preparing = useRef(prepare);
  preparing.current = prepare;

  const picker = useMemo(() => {
    return defineTypeaheadPicker<InsertChoice>({
      // At the start of a block only, so a slash inside text ("and/or", a path) stays text.
      trigger: /^\//,
      keyword: /[\w-]*/,
      getMatches: ({ keyword }) => matchChoices(choices, keyword),
      onSelect: [
        ({ event }) => {
          if (event.match.kind !== 'block') {
            return [
              raise({ type: 'delete', at: event.patternSelection }),
              raise({ type: 'style.add', style: event.match.style }),
            ];
          }
          // Its editor opens at once, as when inserted from the toolbar.
          const { name } = event.match;
          const key = newKey();
          const initial = initialValues.current.get(name) ?? {};
          return [
            raise({ type: 'delete', at: event.patternSelection }),
            raise({
              type: 'insert.block',
              block: { ...initial, _type: name, _key: key },
              placement: 'auto',
              select: 'end',
            }),
            effect(() => {
              opening.current(key);
              preparing.current(name);
            }),
          ];
        },
      ],
    });
  }, [choices]);
  const menu = useTypeaheadPicker(picker);
  if (menu.snapshot.matches('idle')) return null;
  const { matches, selectedIndex, keyword } = menu.snapshot.context;
  const caret = caretRect();
  return (
    <Card
      shadow={3}
      radius={2}
      padding={1}
      role="listbox"
      aria-label="Insert"
      data-testid="slash-menu"
      style={{
        position: 'fixed',
        zIndex: 1000,
        top: caret ? caret.bottom + 4 : undefined,
        left: caret ? caret.left : undefined,
        minWidth: 220,
        maxHeight: 320,
        overflowY: 'auto',
      }}
    >
      {matches.length === 0 ? (
        <Box padding={2}>
          <Text size={1} muted>
            Nothing to insert is called “{keyword}”
          </Text>
        </Box>
      ) : (
        <Stack gap={1}>
          {matches.map((choice, index) => (
            <Card
              key={choice.key}
              role="option"
              aria-selected={index === selectedIndex}
              tone={index === selectedIndex ? 'primary' : 'default'}
              selected={index === selectedIndex}
              padding={2}
              radius={2}
              // Keeps the caret in the text while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => menu.send({ type: 'navigate to', index })}
              onClick={() => menu.send({ type: 'select' })}
              style={{ cursor: 'pointer' }}
            >
              <Text size={1}>{choice.title}</Text>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** A block key like the editor's own: 12 hex digits. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where the caret is on screen, to put the menu under it. */
function caretRect(): DOMRect | undefined {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return undefined;
  const rect = selection.getRangeAt(0).getBoundingClientRect();
  return rect.width === 0 && rect.height === 0 && rect.top === 0 ? undefined : rect;
}
