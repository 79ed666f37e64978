import type { ReactNode } from 'react';
import { Anchor, Avatar, Box, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyRef } from '@fairhub/shared/paging';
import type { PersonRef } from '@fairhub/shared/organizers';
import { paths } from '../../lib/paths.ts';
import classes from './directory-card.module.css';

/** A PersonSummary, or a PersonRef (an organizer's own people, whose company is the page itself). */
export type PersonCardData = PersonRef & { company?: CompanyRef | null };

interface PersonCardProps {
  person: PersonCardData;
  headingOrder?: TitleOrder;
  /** A line under the job title, e.g. the person's role at an event. */
  extra?: string;
  /** A button under the text (e.g. "Send a message"), above the card's covering link. */
  action?: ReactNode;
}

export function personName(person: Pick<PersonRef, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** A person with a public profile: initials, name linking to the profile, job title, company. */
export function PersonCard({ person, headingOrder = 3, extra, action }: PersonCardProps) {
  const { t } = useTranslation('directory');
  const name = personName(person);
  const job =
    person.jobTitle && person.company
      ? t('person.jobAt', { job: person.jobTitle, company: person.company.name })
      : (person.jobTitle ?? person.company?.name ?? null);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={'avatarUrl' in person ? (person.avatarUrl ?? null) : null} alt="" name={name} color="initials" size={48} radius="xl" aria-hidden="true" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={headingOrder} size="h5" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={paths['person-details'](person.uid)} className={classes.stretched} underline="hover">
              {name}
            </Anchor>
          </Title>
          {job ? (
            <Text size="sm" c="dimmed">
              {job}
            </Text>
          ) : null}
          {extra ? <Text size="sm">{extra}</Text> : null}
          {action ? (
            <Box mt={6} pos="relative" style={{ zIndex: 2 }}>
              {action}
            </Box>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
