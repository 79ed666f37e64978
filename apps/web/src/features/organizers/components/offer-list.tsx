import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicOffer } from '@fairhub/shared/organizers';
import type { Language } from '@fairhub/shared/constants';
import { PlainTextParagraphs } from '../../../components/catalogue/directory-details.tsx';
import { INTL_LOCALES } from '../../../lib/dates.ts';
import { dateTimeFormat } from '../../../lib/intl-formats.ts';

/** An offer runs until the end of a UTC day, so its date is shown as that UTC day wherever the reader is. */
function formatValidUntil(date: string, language: Language) {
  return dateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}

/** Light badges: the kind shows in the tint; the text stays near-black (teal.9 on its tint is only 4.3:1). */
const KIND_COLORS: Record<PublicOffer['kind'], string> = { offer: 'blue', request: 'grape', partnership: 'teal' };

/** A company's active offers, requests and partnerships: kind, title, whom it is for, until when. */
export function OfferList({ offers }: { offers: PublicOffer[] }) {
  const { t, i18n } = useTranslation('directory');
  const language = i18n.language as Language;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {offers.map((offer) => (
        <Card key={offer.uid} withBorder radius="md" padding="md" component="article">
          <Stack gap="xs">
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Badge color={KIND_COLORS[offer.kind]} c="dark.8" variant="light" tt="none">
                {t(`organizers.details.offerKinds.${offer.kind}`)}
              </Badge>
              {offer.validUntil ? (
                <Text size="sm" c="gray.7">
                  {t('organizers.details.offerValidUntil', { date: formatValidUntil(offer.validUntil, language) })}
                </Text>
              ) : null}
            </Group>
            <Title order={3} size="h4" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {offer.title}
            </Title>
            <Text size="sm" c="gray.7">
              {offer.targetCountries.length > 0
                ? t('organizers.details.offerCountries', { countries: offer.targetCountries.map((country) => country.name).join(', ') })
                : t('organizers.details.offerAnywhere')}
            </Text>
            {offer.description ? <PlainTextParagraphs text={offer.description} /> : null}
            {offer.codes.length > 0 ? (
              <Group gap={6}>
                {offer.codes.map((code) => (
                  <Badge key={code.code} variant="outline" color="gray.8" tt="none" maw="100%">
                    {code.code} {code.name}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
