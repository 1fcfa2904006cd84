import { ALSO_JAVASCRIPT_FIELD, SHOW_LINE_NUMBERS_FIELD } from '@react-redux-docs/schemas/code';
import { Stack } from '@sanity/ui';
import type { ComponentType } from 'react';
import { MemberField, type ObjectInputProps } from 'sanity';

/**
 * The code input plugin's editor (language, filename, code) followed by the
 * fields it does not draw itself: the line-numbers and JavaScript switches.
 */
export function withLineNumbersField(CodeEditor: ComponentType<ObjectInputProps>) {
  return function CodeInputWithLineNumbers(props: ObjectInputProps) {
    const extra = props.members.filter(
      (m) => m.kind === 'field' && (m.name === SHOW_LINE_NUMBERS_FIELD || m.name === ALSO_JAVASCRIPT_FIELD),
    );
    return (
      <Stack gap={4}>
        <CodeEditor {...props} />
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
