import { formatLineRanges, readLineRanges } from '@react-redux-docs/schemas';
import { Stack, Text, TextInput } from '@sanity/ui';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { FormField, type Path, set, unset } from 'sanity';

const FIELD = 'highlightedLines';

/**
 * The code block's highlighted lines typed as a fence writes them, `{2,4-6}`, beside clicking line numbers in the
 * editor above: what either does shows in the other.
 */
export function HighlightedLinesField({
  path,
  lines,
  onChange,
  readOnly,
}: {
  /** The code block's path in the document. */
  path: Path;
  lines: readonly number[] | undefined;
  onChange: (patch: ReturnType<typeof set> | ReturnType<typeof unset>) => void;
  readOnly?: boolean | undefined;
}) {
  const id = useId();
  const written = formatLineRanges(lines ?? []);
  const [text, setText] = useState(written);
  const [editing, setEditing] = useState(false);
  // Lines clicked in the editor show here, unless the editor is typing the field.
  useEffect(() => {
    if (!editing) setText(written);
  }, [written, editing]);
  const { unreadable } = readLineRanges(text);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    const read = readLineRanges(next);
    if (read.unreadable.length > 0) return;
    onChange(read.lines.length > 0 ? set(read.lines, [FIELD]) : unset([FIELD]));
  };

  return (
    <FormField
      title="Highlighted lines"
      description="Line numbers as in Markdown, e.g. {2,4-6} for line 2 and lines 4 to 6. Clicking a line number above does the same."
      inputId={id}
      path={[...path, FIELD]}
      validation={
        unreadable.length > 0
          ? [{ level: 'error', message: unreadableMessage(unreadable), path: [...path, FIELD] }]
          : []
      }
    >
      <Stack gap={2}>
        <TextInput
          id={id}
          value={text}
          placeholder="{2,4-6}"
          readOnly={readOnly}
          onChange={change}
          onFocus={() => setEditing(true)}
          onBlur={() => {
            setEditing(false);
            if (readLineRanges(text).unreadable.length === 0) setText(formatLineRanges(readLineRanges(text).lines));
          }}
        />
        {unreadable.length > 0 && (
          <Text size={1} style={{ color: 'var(--card-badge-critical-fg-color, #c4314b)' }}>
            {unreadableMessage(unreadable)}
          </Text>
        )}
      </Stack>
    </FormField>
  );
}

const unreadableMessage = (parts: readonly string[]) =>
  `Not a line or a range: ${parts.join(', ')}. Write numbers and ranges with commas, e.g. {2,4-6}; nothing is saved until then.`;
