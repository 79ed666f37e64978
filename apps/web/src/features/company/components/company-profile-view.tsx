import type { ReactNode } from 'react';
import { Anchor, Avatar, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Company } from '@fairhub/shared/companies';
import { useCountries } from '../../../lib/api/countries.ts';
import { safeWebsite } from './safe-website.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/** The company profile as members see it: the same data, read only, without any action. */
export function CompanyProfileView({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('company');
  const countries = useCountries(i18n.language);
  const country = countries.data?.find((entry) => entry.id === company.countryId)?.name;
  const website = safeWebsite(company.website);
  const none = (
    <Text component="span" c="dimmed">
      {t('view.none')}
    </Text>
  );

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={company.logo?.url}
          name={company.name}
          color="initials"
          size={64}
          radius="md"
          alt={company.logo ? t('view.logoAlt', { name: company.name }) : undefined}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Title>
          <Text size="sm" c="dimmed">
            {[company.city, country].filter(Boolean).join(', ')}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md" m={0}>
        <Detail label={t('view.address')}>{company.address ?? none}</Detail>
        <Detail label={t('view.vatId')}>{company.vatId ?? none}</Detail>
        <Detail label={t('view.website')}>
          {website ? (
            <Anchor href={website.href} target="_blank" rel="noopener nofollow">
              {website.label}
            </Anchor>
          ) : (
            none
          )}
        </Detail>
        <Detail label={t('view.sizeBand')}>{company.sizeBand ? t(`sizeBands.${company.sizeBand}`) : none}</Detail>
      </SimpleGrid>
      <Box>
        <Text size="sm" c="dimmed" mb={6} id="company-codes-label">
          {t('view.codes')}
        </Text>
        {company.codes.length ? (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="company-codes-label">
            {company.codes.map((code) => (
              <Text key={code.code} component="li">
                <Text component="span" fw={600} mr={6}>
                  {code.code}
                </Text>
                {code.name}
              </Text>
            ))}
          </Stack>
        ) : (
          none
        )}
      </Box>
      <Box>
        <Text size="sm" c="dimmed" mb={6}>
          {t('view.description')}
        </Text>
        {company.description ? <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{company.description}</Text> : none}
      </Box>
    </Stack>
  );
}
