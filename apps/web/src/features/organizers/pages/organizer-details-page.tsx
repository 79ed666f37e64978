import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import {
  BackLink,
  DetailsContainer,
  DetailsLoadError,
  DetailsNotFound,
  DetailsSection,
  DetailsSkeleton,
  EventCardGrid,
  MoreLink,
  PlainTextParagraphs,
} from '../../../components/catalogue/directory-details.tsx';
import { PersonCard, personName } from '../../../components/catalogue/person-card.tsx';
import { RequestMeetingButton } from '../../../components/meetings/request-meeting-button.tsx';
import { SendMessageButton } from '../../../components/send-message-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { organizerQueryOptions } from '../../../lib/api/organizer-details.ts';
import { ProductList } from '../components/product-list.tsx';
import { OfferList } from '../components/offer-list.tsx';
import { CompanyLogo } from '../../../components/catalogue/company-logo.tsx';

/** /organizers/:uid (route `organizer-details`; /companies/:uid redirects here): a company's public profile. */
export function OrganizerDetailsPage() {
  const { t, i18n } = useTranslation('directory');
  const { uid = '' } = useParams();
  const query = useQuery(organizerQueryOptions(uid, i18n.language));

  if (query.isPending) return <DetailsSkeleton label={t('organizers.details.loading')} title={t('organizers.details.fallbackTitle')} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <DetailsNotFound
          title={t('organizers.details.notFoundTitle')}
          body={t('organizers.details.notFoundBody')}
          action={{ to: paths['organizers-list'], label: t('organizers.details.browse') }}
        />
      );
    }
    return <DetailsLoadError title={t('organizers.details.fallbackTitle')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <OrganizerView organizer={query.data} />;
}

/** Only http(s) addresses become links; anything else (a `javascript:` URL, a typo) is not linked. */
export function safeWebsite(website: string | null): { href: string; label: string } | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const label = `${url.host}${url.pathname === '/' ? '' : url.pathname}`.replace(/^www\./, '');
    return { href: url.href, label };
  } catch {
    return null;
  }
}

export function eventsByOrganizer(uid: string, when?: 'past'): string {
  const search = new URLSearchParams({ organizer: uid });
  if (when) search.set('when', when);
  return `${paths.events}?${search.toString()}`;
}

function OrganizerView({ organizer }: { organizer: OrganizerDetails }) {
  const { t } = useTranslation('directory');
  useDocumentTitle(organizer.name);
  const website = safeWebsite(organizer.website);
  const products = organizer.products.filter((product) => product.status === 'published');
  const showComing = organizer.isOrganizer || organizer.upcomingEvents.length > 0;

  return (
    <DetailsContainer>
      <Stack gap="lg">
        <BackLink to={paths['organizers-list']} label={t('organizers.details.back')} />
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <CompanyLogo name={organizer.name} logoUrl={organizer.logoUrl ?? null} size={72} visibleFrom="xs" />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
              {organizer.name}
            </Title>
            <Group gap="sm">
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={18} aria-hidden />
                <Text size="lg" c="gray.7">
                  {[organizer.address, organizer.city, organizer.country.name].filter(Boolean).join(', ')}
                </Text>
              </Group>
              {organizer.isOrganizer ? (
                <Badge color="teal" variant="light" tt="none" size="lg">
                  {t('card.organizer')}
                </Badge>
              ) : null}
            </Group>
            {website ? (
              <Anchor href={website.href} target="_blank" rel="noopener nofollow" w="fit-content" style={{ overflowWrap: 'anywhere' }}>
                <Group gap={4} component="span" wrap="nowrap">
                  {website.label}
                  <IconExternalLink size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <VisuallyHidden>{t('map.newTab')}</VisuallyHidden>
                </Group>
              </Anchor>
            ) : null}
          </Stack>
        </Group>
      </Stack>

      {organizer.description ? (
        <DetailsSection id="organizer-about" title={t('organizers.details.about')}>
          <PlainTextParagraphs text={organizer.description} />
        </DetailsSection>
      ) : null}

      {organizer.codes.length > 0 ? (
        <DetailsSection id="organizer-codes" title={t('organizers.details.codes')}>
          <Group gap="xs">
            {organizer.codes.map((code) => (
              <Badge
                key={code.code}
                component={Link}
                to={`${paths['organizers-list']}?${new URLSearchParams({ code: code.code }).toString()}`}
                variant="outline"
                color="blue.8"
                tt="none"
                size="lg"
                maw="100%"
                style={{ cursor: 'pointer' }}
                title={t('organizers.details.codeLink', { code: code.code, name: code.name })}
              >
                {code.code} {code.name}
              </Badge>
            ))}
          </Group>
        </DetailsSection>
      ) : null}

      {showComing ? (
        <DetailsSection
          id="organizer-coming"
          title={t('organizers.details.comingEvents')}
          more={organizer.upcomingEvents.length > 0 ? <MoreLink to={eventsByOrganizer(organizer.uid)}>{t('organizers.details.allEvents')}</MoreLink> : null}
        >
          {organizer.upcomingEvents.length > 0 ? (
            <EventCardGrid events={organizer.upcomingEvents} />
          ) : (
            <Text c="dimmed">{t('organizers.details.noComingEvents')}</Text>
          )}
        </DetailsSection>
      ) : null}

      {organizer.pastEvents.length > 0 ? (
        <DetailsSection
          id="organizer-past"
          title={t('organizers.details.pastEvents')}
          more={<MoreLink to={eventsByOrganizer(organizer.uid, 'past')}>{t('organizers.details.allPastEvents')}</MoreLink>}
        >
          <EventCardGrid events={organizer.pastEvents} />
        </DetailsSection>
      ) : null}

      {organizer.exhibitingAt.length > 0 ? (
        <DetailsSection id="organizer-exhibiting" title={t('organizers.details.exhibitingAt')}>
          <EventCardGrid events={organizer.exhibitingAt} note={(event) => (event.stand ? t('organizers.details.stand', { stand: event.stand }) : null)} />
        </DetailsSection>
      ) : null}

      {products.length > 0 ? (
        <DetailsSection id="organizer-products" title={t('organizers.details.products')}>
          <ProductList products={products} />
        </DetailsSection>
      ) : null}

      {organizer.offers.length > 0 ? (
        <DetailsSection id="organizer-offers" title={t('organizers.details.offers')}>
          <OfferList offers={organizer.offers} />
        </DetailsSection>
      ) : null}

      {organizer.people.length > 0 ? (
        <DetailsSection id="organizer-people" title={t('organizers.details.people')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {organizer.people.map((person) => (
              <PersonCard
                key={person.uid}
                person={person}
                action={
                  <Group gap="xs">
                    <SendMessageButton personUid={person.uid} personName={personName(person)} size="compact-sm" />
                    <RequestMeetingButton personUid={person.uid} personName={personName(person)} size="compact-sm" />
                  </Group>
                }
              />
            ))}
          </SimpleGrid>
        </DetailsSection>
      ) : null}
    </DetailsContainer>
  );
}
