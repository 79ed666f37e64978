import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translatedList } from '../translated-list.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LINK_COLOR, SECONDARY_TEXT } from './colors.ts';
import { LegalDocument } from './legal-document.tsx';
import { PageHero } from './page-hero.tsx';

interface LegalPageProps {
  /** `terms` or `policy`: the key prefix in the `static` namespace. */
  document: 'terms' | 'policy';
  /** Section keys in reading order; each has a title, a body array and optionally an items array. */
  sections: readonly string[];
  /** Sections that carry a bulleted list under their paragraphs. */
  withItems: readonly string[];
  related: { to: string; labelKey: string }[];
}

/** A dated legal document: hero with the effective date, numbered sections, links to related documents. */
export function LegalPage({ document, sections, withItems, related }: LegalPageProps) {
  const { t } = useTranslation('static');
  useDocumentTitle(t(`${document}.title`));

  return (
    <>
      <PageHero title={t(`${document}.hero.title`)} lead={t(`${document}.hero.lead`)}>
        <Text fw={600} c={SECONDARY_TEXT}>
          {t('common.effective')}
        </Text>
      </PageHero>
      <LegalDocument
        sections={sections.map((key) => ({
          key,
          title: t(`${document}.sections.${key}.title`),
          paragraphs: translatedList(t, `${document}.sections.${key}.body`),
          ...(withItems.includes(key) ? { items: translatedList(t, `${document}.sections.${key}.items`) } : {}),
        }))}
      />
      <Container size="md" pb={{ base: 32, sm: 48 }}>
        <Group gap="lg">
          {related.map(({ to, labelKey }) => (
            <Anchor key={to} component={Link} to={to} fw={600} c={LINK_COLOR}>
              {t(labelKey)}
            </Anchor>
          ))}
        </Group>
      </Container>
    </>
  );
}
