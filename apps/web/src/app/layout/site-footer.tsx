import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import classes from './footer.module.css';

const COLUMNS = [
  {
    headingKey: 'nav.catalogue',
    links: [
      { to: paths.events, labelKey: 'nav.events' },
      { to: paths['organizers-list'], labelKey: 'nav.companies' },
      { to: paths['venues-list'], labelKey: 'nav.venues' },
      { to: paths.codes, labelKey: 'nav.codes' },
      { to: paths['codes-search'], labelKey: 'nav.codesSearch' },
      { to: paths.search, labelKey: 'nav.search' },
    ],
  },
  {
    headingKey: 'footer.fairhub',
    links: [
      { to: paths.about, labelKey: 'nav.about' },
      { to: paths.faq, labelKey: 'nav.faq' },
      { to: paths['eu-funds'], labelKey: 'nav.euFunds' },
    ],
  },
  {
    headingKey: 'footer.forYou',
    links: [
      { to: paths['exhibitor-benefits'], labelKey: 'nav.exhibitors' },
      { to: paths['organizer-benefits'], labelKey: 'nav.organizers' },
      { to: paths['visitor-benefits'], labelKey: 'nav.visitors' },
    ],
  },
  {
    headingKey: 'footer.legal',
    links: [
      { to: paths.terms, labelKey: 'nav.terms' },
      { to: paths.policy, labelKey: 'nav.policy' },
    ],
  },
] as const;

/** The general footer of the public pages. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <div className={classes.footer}>
      <Container size="xl" py="xl" px={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="lg">
          <Stack gap={6}>
            <Text fw={700}>Fairhub</Text>
            <Text size="sm" c="gray.7">
              {t('footer.tagline')}
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <nav key={column.headingKey} aria-label={t(column.headingKey)}>
              <Text fw={600} size="sm" mb={6} component="h2">
                {t(column.headingKey)}
              </Text>
              <Stack gap={4}>
                {column.links.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
                    {t(link.labelKey)}
                  </Anchor>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt="xl">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </div>
  );
}
