import type { ReactNode } from 'react';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CodeNode } from '@fairhub/shared/codes';
import { SEARCH_TOTAL_MAX, type SearchGroup } from '@fairhub/shared/catalogue-limits';
import type { SearchResult } from '@fairhub/shared/search';
import { EventCard } from '../../../components/catalogue/event-card.tsx';
import { OrganizerCard } from '../../../components/catalogue/organizer-card.tsx';
import { PersonCard } from '../../../components/catalogue/person-card.tsx';
import { VenueCard } from '../../../components/catalogue/venue-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { codeInTree, companiesWithCode, eventsWithCode, withQuery } from '../../../lib/code-links.ts';
import classes from './search-groups.module.css';
import { numberFormat } from '../../../lib/intl-formats.ts';

/**
 * Search finds coming and past events, while the events list shows one or the other: "see all"
 * opens the coming ones when any was found, the past ones otherwise.
 */
export function eventsListWhen(result: SearchResult, now = Date.now()): 'upcoming' | 'past' {
  return result.events.items.some((event) => Date.parse(event.endsAt) >= now) ? 'upcoming' : 'past';
}

/** Where "see all" goes for each group: its list, searching the same text. People have no list. */
export function seeAllPath(group: SearchGroup, result: SearchResult): string | null {
  const { q } = result;
  switch (group) {
    case 'events':
      return withQuery(paths.events, eventsListWhen(result) === 'past' ? { q, when: 'past' } : { q });
    case 'organizers':
      return withQuery(paths['organizers-list'], { q });
    case 'venues':
      return withQuery(paths['venues-list'], { q });
    case 'codes':
      return withQuery(paths['codes-search'], { q });
    case 'people':
      return null;
  }
}

const CARD_COLS = { base: 1, sm: 2, lg: 3 };

/** A group's total as read: "1,000+" once the API stopped counting. */
export function formatTotal(total: number, language: string): string {
  const text = numberFormat(language).format(total);
  return total >= SEARCH_TOTAL_MAX ? `${text}+` : text;
}

/** The groups that found something, in the order the API ranked them. */
export function SearchGroups({ result }: { result: SearchResult }) {
  return (
    <Stack gap="xl">
      {result.order.map((group) => (
        <SearchGroupSection key={group} group={group} result={result} />
      ))}
    </Stack>
  );
}

function SearchGroupSection({ group, result }: { group: SearchGroup; result: SearchResult }) {
  const { t, i18n } = useTranslation('search');
  const { total, items } = result[group];
  const shownTotal = formatTotal(total, i18n.resolvedLanguage ?? i18n.language);
  const headingId = `search-group-${group}`;
  const seeAll = seeAllPath(group, result);

  let body: ReactNode;
  switch (group) {
    case 'events':
      body = (
        <SimpleGrid cols={CARD_COLS}>
          {result.events.items.map((event) => (
            <EventCard key={event.uid} event={event} headingOrder={3} />
          ))}
        </SimpleGrid>
      );
      break;
    case 'organizers':
      body = (
        <SimpleGrid cols={CARD_COLS}>
          {result.organizers.items.map((organizer) => (
            <OrganizerCard key={organizer.uid} organizer={organizer} headingOrder={3} />
          ))}
        </SimpleGrid>
      );
      break;
    case 'venues':
      body = (
        <SimpleGrid cols={CARD_COLS}>
          {result.venues.items.map((venue) => (
            <VenueCard key={venue.uid} venue={venue} headingOrder={3} />
          ))}
        </SimpleGrid>
      );
      break;
    case 'people':
      body = (
        <SimpleGrid cols={CARD_COLS}>
          {result.people.items.map((person) => (
            <PersonCard key={person.uid} person={person} headingOrder={3} />
          ))}
        </SimpleGrid>
      );
      break;
    case 'codes':
      body = <CodeHits codes={result.codes.items} />;
      break;
  }

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h3" id={headingId}>
            {t(`groups.${group}`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t('groupTotal', { count: total, total: shownTotal })}
          </Text>
        </Group>
        {seeAll && total > 0 ? (
          <Anchor component={Link} to={seeAll} fw={600}>
            {group === 'events' ? t(`seeAllEvents.${eventsListWhen(result)}`) : t(`seeAll.${group}`, { count: total, total: shownTotal })}
          </Anchor>
        ) : null}
      </Group>
      {body}
      {group === 'people' && total > items.length ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('morePeople', { shown: items.length, count: total, total: shownTotal })}
        </Text>
      ) : null}
    </section>
  );
}

/** Codes as compact rows: the code and its name, with the way into the tree and what carries it. */
function CodeHits({ codes }: { codes: CodeNode[] }) {
  const { t } = useTranslation('search');
  return (
    <ul className={classes.codeList}>
      {codes.map((code) => (
        <li key={code.code} className={classes.codeRow}>
          <Anchor component={Link} to={codeInTree(code.code, code.section, code.childCount > 0)} className={classes.codeName}>
            <span className={classes.code}>{code.code}</span> {code.name}
          </Anchor>
          <Group gap="md" className={classes.codeLinks}>
            <Anchor component={Link} to={companiesWithCode(code.code)} size="sm" aria-label={t('codeCompanies', { code: code.code, name: code.name })}>
              {t('companies')}
            </Anchor>
            <Anchor component={Link} to={eventsWithCode(code.code)} size="sm" aria-label={t('codeEvents', { code: code.code, name: code.name })}>
              {t('events')}
            </Anchor>
          </Group>
        </li>
      ))}
    </ul>
  );
}
