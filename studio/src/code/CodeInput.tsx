import { ALSO_JAVASCRIPT_FIELD, SHOW_LINE_NUMBERS_FIELD } from '@react-redux-docs/schemas/code';
import { Stack } from '@sanity/ui';
import type { ComponentType } from 'react';
import { MemberField, type ObjectInputProps } from 'sanity';
import { HighlightedLinesField } from './HighlightedLinesField.tsx';

/**
 * The code input plugin's editor (language, filename, code) followed by what it does not draw itself: highlighted
 * lines typed as `{2,4-6}`, and the line-numbers and JavaScript switches.
 */
export function withCodeFields(CodeEditor: ComponentType<ObjectInputProps>) {
  return function CodeInput(props: ObjectInputProps) {
    const extra = props.members.filter(
      (m) => m.kind === 'field' && (m.name === SHOW_LINE_NUMBERS_FIELD || m.name === ALSO_JAVASCRIPT_FIELD),
    );
    const lines = (props.value as { highlightedLines?: number[] } | undefined)?.highlightedLines;
    return (
      <Stack gap={4}>
        <CodeEditor {...props} />
        <HighlightedLinesField path={props.path} lines={lines} onChange={props.onChange} readOnly={props.readOnly} />
        {extra.map(
          (member) =>
            member.kind === 'field' && (
              <MemberField
                key={member.key}
                member={member}
                renderField={props.renderField}
                renderInput={props.renderInput}
                renderItem={props.renderItem}
                renderPreview={props.renderPreview}
              />
            ),
        )}
      </Stack>
    );
  };
}
