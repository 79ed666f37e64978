import { Anchor, Badge, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrganizerSummary } from '@fairhub/shared/organizers';
import { CompanyLogo } from './company-logo.tsx';
import { paths } from '../../lib/paths.ts';
import classes from './directory-card.module.css';

/** How many of a company's codes a card shows before "+N more". */
export const CARD_CODES_SHOWN = 2;

interface OrganizerCardProps {
  organizer: OrganizerSummary;
  headingOrder?: TitleOrder;
}

/** A company in a grid: initials, name linking to it, place, organizer badge, first codes, coming events, description. */
export function OrganizerCard({ organizer, headingOrder = 3 }: OrganizerCardProps) {
  const { t } = useTranslation('directory');
  const shownCodes = organizer.codes.slice(0, CARD_CODES_SHOWN);
  const hiddenCodes = organizer.codes.length - shownCodes.length;
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <CompanyLogo name={organizer.name} logoUrl={organizer.logoUrl ?? null} size={48} />
        <Stack gap={4} style={{ minWidth: 0, flexGrow: 1 }}>
          <Title order={headingOrder} size="h4" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={paths['organizer-details'](organizer.uid)} className={classes.stretched} underline="hover">
              {organizer.name}
            </Anchor>
          </Title>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">
              {organizer.city}, {organizer.country.name}
            </Text>
          </Group>
        </Stack>
      </Group>
      {organizer.isOrganizer || shownCodes.length > 0 ? (
        <Group gap={6} mt="sm" aria-label={t('card.codesLabel')} role="group">
          {organizer.isOrganizer ? (
            <Badge color="teal" variant="light" tt="none">
              {t('card.organizer')}
            </Badge>
          ) : null}
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
      {organizer.description ? (
        <Text size="sm" mt="sm" className={classes.clamp}>
          {organizer.description}
        </Text>
      ) : null}
      <Group mt="auto" pt="md">
        <Badge variant="light" color={organizer.upcomingEventCount > 0 ? 'blue' : 'gray'} tt="none">
          {organizer.upcomingEventCount > 0 ? t('card.upcomingEvents', { count: organizer.upcomingEventCount }) : t('card.noUpcomingEvents')}
        </Badge>
      </Group>
    </Card>
  );
}
