import type { CSSProperties } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconBuilding, IconCalendarEvent, IconMapPin, IconUsers, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventSummary } from '@fairhub/shared/events';
import type { Language } from '@fairhub/shared/constants';
import { isLanguage } from '../../lib/language.ts';
import { eventRelative, formatEventDates, safeTimeZone } from '../../lib/event-dates.ts';
import { paths } from '../../lib/paths.ts';
import classes from './event-card.module.css';
import { dateTimeFormat } from '../../lib/intl-formats.ts';

/** How many of an event's codes a card shows before "+N more". */
export const EVENT_CARD_CODES_SHOWN = 3;

/** Soft tints for cards without a cover (ink on them is ≥ 4.5:1). */
const FALLBACK_TINTS = [
  ['blue.0', 'indigo.1', 'blue.9'],
  ['teal.0', 'cyan.1', 'teal.9'],
  ['grape.0', 'violet.1', 'grape.9'],
  ['orange.0', 'yellow.1', 'orange.9'],
  ['lime.0', 'green.1', 'green.9'],
] as const;

const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

function tintFor(uid: string): CSSProperties {
  let hash = 0;
  for (const char of uid) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const [from, to, ink] = FALLBACK_TINTS[hash % FALLBACK_TINTS.length]!;
  return { '--fallback-from': cssColor(from), '--fallback-to': cssColor(to), '--fallback-ink': cssColor(ink) } as CSSProperties;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL' };

function CoverFallback({ event, language }: { event: EventSummary; language: Language }) {
  const zone = safeTimeZone(event.timeZone);
  const start = new Date(event.startsAt);
  const day = dateTimeFormat(LOCALES[language], { timeZone: zone, day: 'numeric' }).format(start);
  const month = dateTimeFormat(LOCALES[language], { timeZone: zone, month: 'short' }).format(start).replace('.', '');
  return (
    <div className={classes.fallback} style={tintFor(event.uid)} aria-hidden="true" data-testid="event-cover-fallback">
      <IconCalendarEvent size={40} stroke={1.3} />
      <div>
        <div className={classes.fallbackDay}>{day}</div>
        <div className={classes.fallbackMonth}>{month}</div>
      </div>
    </div>
  );
}

const STATUS_COLORS = { cancelled: 'red', finished: 'gray', draft: 'yellow' } as const;

export function EventStatusBadge({ status }: { status: EventSummary['status'] }) {
  const { t } = useTranslation('events');
  if (status === 'published') return null;
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** When the event is, as the reader counts: "in 3 days", "now on", "2 months ago". */
export function useEventRelative(event: Pick<EventSummary, 'startsAt' | 'endsAt'>, now?: Date | number): string {
  const { t, i18n } = useTranslation('events');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { phase, relative } = eventRelative(event.startsAt, event.endsAt, language, now);
  return phase === 'ongoing' ? t('when.nowOn') : (relative ?? '');
}

/** "Gdańsk, Poland", "Online", or the venue's city when the event has no place of its own. */
export function eventPlace(event: Pick<EventSummary, 'online' | 'city' | 'country' | 'venue'>, onlineLabel: string): string {
  if (event.online) return onlineLabel;
  const city = event.city ?? event.venue?.city ?? null;
  return [city, event.country?.name].filter(Boolean).join(', ');
}

interface EventCardProps {
  event: EventSummary;
  /** The heading level of the title, so it fits under the page's own headings. */
  headingOrder?: TitleOrder;
  /** The moment relative wording counts from (tests); now by default. */
  now?: Date | number;
}

/**
 * An event in a grid: cover (or the start day drawn on a tint), status, relative wording, title
 * linking to the event, dates in the event's own time zone, place or "Online", organizer, codes and
 * exhibitor count.
 */
export function EventCard({ event, headingOrder = 3, now }: EventCardProps) {
  const { t, i18n } = useTranslation('events');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const dates = formatEventDates(event.startsAt, event.endsAt, event.timeZone, language);
  const relative = useEventRelative(event, now);
  const place = eventPlace(event, t('card.online'));
  const shownCodes = event.codes.slice(0, EVENT_CARD_CODES_SHOWN);
  const hiddenCodes = event.codes.length - shownCodes.length;

  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article" data-status={event.status}>
      <Card.Section>
        {event.coverImage ? (
          <img src={event.coverImage} alt="" loading="lazy" decoding="async" className={classes.media} />
        ) : (
          <CoverFallback event={event} language={language} />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} c="blue.9">
            {relative}
          </Text>
          <EventStatusBadge status={event.status} />
        </Group>
        <Title order={headingOrder} size="h4" lh={1.3}>
          <Anchor component={Link} to={paths['event-details'](event.uid, event.slug)} className={classes.stretched} underline="hover">
            {event.title}
          </Anchor>
        </Title>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" component="time" dateTime={event.startsAt}>
            {dates.text}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          {event.online ? (
            <IconWorld size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          ) : (
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          )}
          <Text size="sm">{place}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconBuilding size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {t('card.organizer', { name: event.organizer.name })}
          </Text>
        </Group>
      </Stack>
      {shownCodes.length > 0 ? (
        <Group gap={6} mt="sm" role="group" aria-label={t('card.codesLabel')}>
          {shownCodes.map((code) => (
            <Badge key={code.code} variant="outline" color="gray.8" tt="none" maw="100%" title={`${code.code} ${code.name}`}>
              {code.code} {code.name}
            </Badge>
          ))}
          {hiddenCodes > 0 ? (
            <Text size="xs" c="dimmed" component="span">
              {t('card.moreCodes', { count: hiddenCodes })}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {event.exhibitorCount > 0 ? (
        <Group gap={6} mt="sm" wrap="nowrap">
          <IconUsers size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{t('card.exhibitors', { count: event.exhibitorCount })}</Text>
        </Group>
      ) : null}
    </Card>
  );
}
