import { Paper, Stack, Text, Title } from '@mantine/core';

/** One card of the event's statistics: a titled region (named by its heading), an optional line under the title. */
export function StatsCard({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`${id}-heading`} data-testid={`${id}-card`} h="100%">
      <Stack gap={0} mb="sm">
        <Title order={3} fz="md" id={`${id}-heading`}>
          {title}
        </Title>
        {subtitle ? (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}
