import { Anchor, Badge, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconBuildingWarehouse, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VenueSummary } from '@fairhub/shared/venues';
import { paths } from '../../lib/paths.ts';
import classes from './directory-card.module.css';
import { numberFormat } from '../../lib/intl-formats.ts';

interface VenueCardProps {
  venue: VenueSummary;
  /** The heading level of the venue's name, so it fits under the page's own headings. */
  headingOrder?: TitleOrder;
}

/** A venue in a grid: photo (or a drawn placeholder), name linking to it, place, capacity, coming events. */
export function VenueCard({ venue, headingOrder = 3 }: VenueCardProps) {
  const { t, i18n } = useTranslation('directory');
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article">
      <Card.Section>
        {venue.photo ? (
          <img src={venue.photo} alt="" loading="lazy" decoding="async" className={classes.media} />
        ) : (
          <div className={classes.fallback} aria-hidden="true">
            <IconBuildingWarehouse size={48} stroke={1.3} />
          </div>
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flexGrow: 1 }}>
        <Title order={headingOrder} size="h4" lh={1.3}>
          <Anchor component={Link} to={paths['venue-details'](venue.uid)} className={classes.stretched} underline="hover">
            {venue.name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {venue.address}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            {venue.city}, {venue.country.name}
          </Text>
        </Group>
        {venue.capacity !== null ? (
          <Group gap={6} wrap="nowrap">
            <IconUsers size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{t('card.capacity', { value: numberFormat(i18n.language).format(venue.capacity) })}</Text>
          </Group>
        ) : null}
      </Stack>
      <Group mt="md">
        <Badge variant="light" color={venue.upcomingEventCount > 0 ? 'blue' : 'gray'} tt="none">
          {venue.upcomingEventCount > 0 ? t('card.upcomingEvents', { count: venue.upcomingEventCount }) : t('card.noUpcomingEvents')}
        </Badge>
      </Group>
    </Card>
  );
}
