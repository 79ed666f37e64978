import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';

interface ItemNotFoundProps {
  /** A heading of its own, when the page's h1 does not already say it. */
  title?: string;
  body: string;
  backLabel: string;
  backTo: string;
}

/** A panel form opened with a uid that is not (or no longer) the company's: say so and lead back to the list. */
export function ItemNotFound({ title, body, backLabel, backTo }: ItemNotFoundProps) {
  return (
    <Card withBorder radius="md" padding="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <IconFileUnknown size={40} stroke={1.5} aria-hidden color="var(--mantine-color-gray-7)" />
        {title ? (
          <Title order={2} size="h4">
            {title}
          </Title>
        ) : null}
        <Text c="dimmed" maw={480}>
          {body}
        </Text>
        <Button component={Link} to={backTo} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {backLabel}
        </Button>
      </Stack>
    </Card>
  );
}
