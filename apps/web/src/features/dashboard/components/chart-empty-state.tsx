import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

interface ChartEmptyStateProps {
  title: string;
  body: string;
  action: { label: string; to: string };
  /** Keeps the card as tall as it is with its chart, so the page does not jump. */
  minHeight: number;
}

/** What a chart says when it has nothing to show yet, and the way to fill it. */
export function ChartEmptyState({ title, body, action, minHeight }: ChartEmptyStateProps) {
  return (
    <Stack gap="xs" justify="center" align="flex-start" mih={minHeight}>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw="36rem">
        {body}
      </Text>
      <Button component={Link} to={action.to} variant="light" size="sm" mt={4} style={{ maxWidth: '100%' }}>
        {action.label}
      </Button>
    </Stack>
  );
}
