import { useState, type ReactNode } from 'react';
import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconMoodSad } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventSummary } from '@fairhub/shared/events';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { EventCard } from './event-card.tsx';
import { LoadError } from './list-states.tsx';

/** Plain text as paragraphs: blank lines split paragraphs, single line breaks stay. React escapes it. */
export function PlainTextParagraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <Stack gap="sm">
      {paragraphs.map((paragraph, index) => (
        <Text key={index} component="p" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

/** The frame of a details page: width, padding and vertical rhythm. */
export function DetailsContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xl">{children}</Stack>
    </Container>
  );
}

/** "← All venues": back to the (kept-alive) list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Box>
      <Button component={Link} to={to} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} c="blue.8" px={4}>
        {label}
      </Button>
    </Box>
  );
}

/** A titled part of a details page: a <section> named by its h2, with an optional link after it. */
export function DetailsSection({ id, title, more, children }: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="md">
        {title}
      </Title>
      {children}
      {more ? <Box mt="md">{more}</Box> : null}
    </Box>
  );
}

/** A link that leads on to a fuller list ("All events by this organizer →"). */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600}>
      <Group gap={4} component="span" wrap="nowrap">
        {children}
        <IconArrowRight size={16} aria-hidden />
      </Group>
    </Anchor>
  );
}

/** How many event cards a details page shows before "Show all". */
export const EVENTS_SHOWN_FIRST = 6;

/** Event cards in a grid, each with an optional line under it (a stand, a role); long lists open on demand. */
export function EventCardGrid<T extends EventSummary>({ events, note }: { events: T[]; note?: (event: T) => string | null }) {
  const { t } = useTranslation('directory');
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? events : events.slice(0, EVENTS_SHOWN_FIRST);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((event) => {
          const line = note?.(event) ?? null;
          return (
            <Stack key={event.uid} gap={6}>
              <EventCard event={event} />
              {line ? (
                <Text size="sm" fw={600} px={4}>
                  {line}
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </SimpleGrid>
      {shown.length < events.length ? (
        <Box>
          <Button variant="light" onClick={() => setExpanded(true)}>
            {t('details.showAllEvents', { count: events.length })}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** Grey blocks in the shape of a details page while it loads; the tab already says what is coming. */
export function DetailsSkeleton({ label, title }: { label: string; title: string }) {
  useDocumentTitle(title);
  return (
    <DetailsContainer>
      <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
        <Skeleton height={20} width={120} />
        <Skeleton height={180} radius="md" />
        <Skeleton height={36} width="60%" />
        <Skeleton height={16} width="35%" />
        <Skeleton height={14} width="90%" mt="lg" />
        <Skeleton height={14} width="85%" />
        <Skeleton height={14} width="70%" />
      </Stack>
    </DetailsContainer>
  );
}

/** The page's own 404: says what happened and leads back to the list. */
export function DetailsNotFound({ title, body, action }: { title: string; body: string; action: { to: string; label: string } }) {
  useDocumentTitle(title);
  return (
    <DetailsContainer>
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="md" ta="center">
          <IconMoodSad size={44} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={520}>
            {body}
          </Text>
          <Button component={Link} to={action.to}>
            {action.label}
          </Button>
        </Stack>
      </Card>
    </DetailsContainer>
  );
}

/** Loading failed (not a 404): the page's h1 and a retry. */
export function DetailsLoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  useDocumentTitle(title);
  return (
    <DetailsContainer>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <LoadError onRetry={onRetry} retrying={retrying} />
    </DetailsContainer>
  );
}
