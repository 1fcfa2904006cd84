import { Badge, Box, Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { useMemo } from 'react';
import { type ObjectSchemaType, useSchema } from 'sanity';
import type { UserViewComponent } from 'sanity/structure';
import { useOpenInEditor } from '../editorPlace/useOpenInEditor.ts';
import { type ChangeKind, type DocumentChange, documentChanges } from './documentChanges.ts';

const KIND_TONE: Record<ChangeKind, 'positive' | 'critical' | 'caution' | 'primary'> = {
  added: 'positive',
  removed: 'critical',
  edited: 'caution',
  moved: 'primary',
};

const KIND_WORD: Record<ChangeKind, string> = { added: 'Added', removed: 'Removed', edited: 'Edited', moved: 'Moved' };

/**
 * What publishing the draft would change, field by field and block by block, each a button that opens the editor
 * at its place. Beside Compare versions, which shows the two texts; this says where they differ.
 */
export const ChangesView: UserViewComponent = ({ document, schemaType }) => {
  const schema = useSchema();
  const openInEditor = useOpenInEditor();
  const changes = useMemo(
    () =>
      documentChanges(document.published, document.draft, {
        fields: fieldTitles(schema.get(schemaType.name) ?? schemaType),
        typeTitle: (type) => schema.get(type)?.title,
      }),
    [document.published, document.draft, schemaType, schema],
  );

  const open = (change: DocumentChange) => openInEditor(change.path);

  if (!document.draft)
    return <Note text="No changes: the document is as it was published. Edit it to see here what would change." />;
  return (
    <Box padding={4}>
      <Stack gap={3}>
        <Text size={1} muted>
          {document.published
            ? `${changes.length === 1 ? '1 change' : `${changes.length} changes`} from the published version. Publishing makes them live; each opens the editor at its place.`
            : 'Not published yet: everything below is new.'}
        </Text>
        <Stack as="ul" gap={2} data-testid="document-changes">
          {changes.map((change) => (
            <Card as="li" key={`${change.kind}:${JSON.stringify(change.path)}:${change.label}`} radius={2} border>
              <Button mode="bleed" width="fill" padding={3} onClick={() => open(change)} justify="flex-start">
                <Flex align="center" gap={3}>
                  <Badge tone={KIND_TONE[change.kind]}>{KIND_WORD[change.kind]}</Badge>
                  <Stack gap={2} flex={1}>
                    <Text size={1} weight="semibold">
                      {change.label}
                    </Text>
                    {change.detail && (
                      <Text size={1} muted>
                        {change.detail}
                      </Text>
                    )}
                  </Stack>
                </Flex>
              </Button>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
};

/** The document type's fields, each with the title the form shows above it. */
function fieldTitles(type: unknown): { name: string; title?: string }[] {
  const fields = (type as ObjectSchemaType).fields ?? [];
  return fields.map((field) => ({ name: field.name, title: field.type?.title ?? field.name }));
}

function Note({ text }: { text: string }) {
  return (
    <Box padding={4}>
      <Text size={1} muted>
        {text}
      </Text>
    </Box>
  );
}
