import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconLanguage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Person } from '@fairhub/shared/people';
import {
  DetailsContainer,
  DetailsLoadError,
  DetailsNotFound,
  DetailsSection,
  DetailsSkeleton,
  EventCardGrid,
  PlainTextParagraphs,
} from '../../../components/catalogue/directory-details.tsx';
import { personName } from '../../../components/catalogue/person-card.tsx';
import { SaveContactButton } from '../../../components/contacts/save-contact-button.tsx';
import { RequestMeetingButton } from '../../../components/meetings/request-meeting-button.tsx';
import { SendMessageButton } from '../../../components/send-message-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { personQueryOptions } from '../api/people.ts';
import { displayNames } from '../../../lib/intl-formats.ts';

/**
 * /people/:uid (route `person-details`): a profile its owner made public. A private or unknown
 * profile is the same 404 for everyone; there is no people list, so "not found" leads to search.
 */
export function PersonDetailsPage() {
  const { t, i18n } = useTranslation('directory');
  const { uid = '' } = useParams();
  const query = useQuery(personQueryOptions(uid, i18n.language));

  if (query.isPending) return <DetailsSkeleton label={t('people.details.loading')} title={t('people.details.fallbackTitle')} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <DetailsNotFound
          title={t('people.details.notFoundTitle')}
          body={t('people.details.notFoundBody')}
          action={{ to: paths.search, label: t('people.details.search') }}
        />
      );
    }
    return <DetailsLoadError title={t('people.details.fallbackTitle')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <PersonView person={query.data} />;
}

/** Spoken languages by their names in the reader's language ("Polish, German"). */
export function languageNames(codes: string[], language: string): string {
  const names = displayNames([language], { type: 'language' });
  return codes.map((code) => names.of(code) ?? code).join(', ');
}

function PersonView({ person }: { person: Person }) {
  const { t, i18n } = useTranslation('directory');
  const name = personName(person);
  useDocumentTitle(name);

  return (
    <DetailsContainer>
      <Stack gap="lg">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <Avatar src={person.avatarUrl} alt="" name={name} color="initials" size={96} radius="xl" aria-hidden="true" visibleFrom="xs" />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {person.jobTitle ? (
              <Text size="lg" c="dimmed">
                {person.jobTitle}
              </Text>
            ) : null}
            {person.languages.length > 0 ? (
              <Group gap={6} wrap="nowrap">
                <IconLanguage size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text>{t('people.details.languages', { languages: languageNames(person.languages, i18n.language) })}</Text>
              </Group>
            ) : null}
            {person.company ? (
              <Group gap={6} wrap="nowrap">
                <IconBuilding size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Anchor component={Link} to={paths['organizer-details'](person.company.uid)}>
                  {person.company.name}
                </Anchor>
              </Group>
            ) : null}
            <Group mt="xs">
              <SendMessageButton personUid={person.uid} />
              <SaveContactButton personUid={person.uid} />
              <RequestMeetingButton personUid={person.uid} personName={name} />
            </Group>
          </Stack>
        </Group>
      </Stack>

      {person.bio ? (
        <DetailsSection id="person-about" title={t('people.details.about')}>
          <PlainTextParagraphs text={person.bio} />
        </DetailsSection>
      ) : null}

      <DetailsSection id="person-events" title={t('people.details.comingEvents')}>
        {person.events.length > 0 ? (
          <EventCardGrid events={person.events} note={(event) => t(`people.details.role.${event.role}`)} />
        ) : (
          <Text c="dimmed">{t('people.details.noEvents')}</Text>
        )}
      </DetailsSection>
    </DetailsContainer>
  );
}
