import { Box, Button, Card, Flex, Heading, Stack, Text } from '@sanity/ui';
import type { FailureMessage } from './errors.ts';

export interface FailureCardProps {
  failure: FailureMessage;
  /** Offered when trying again can help (not for a missing setting or permission). */
  onRetry?: () => void;
}

export function FailureCard({ failure, onRetry }: FailureCardProps) {
  const canRetry = failure.next === 'retry';
  const retry = canRetry ? onRetry : undefined;
  return (
    <Card
      tone={canRetry ? 'critical' : 'caution'}
      padding={4}
      radius={2}
      border
      role="alert"
      data-failure={failure.kind}
    >
      <Stack gap={4}>
        <Heading as="h2" size={1}>
          {failure.title}
        </Heading>
        <Text size={1}>{failure.message}</Text>
        {retry && (
          <Flex gap={2} wrap="wrap">
            <Button text="Try again" mode="ghost" onClick={retry} />
          </Flex>
        )}
        {failure.developerDetails && (
          <Box as="details">
            <Text as="summary" size={1} muted>
              Details for developers
            </Text>
            <Box marginTop={2}>
              <Text size={1} muted>
                <code>{failure.developerDetails}</code>
              </Text>
            </Box>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
