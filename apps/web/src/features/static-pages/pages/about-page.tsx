import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SECONDARY_TEXT } from '../components/colors.ts';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { StandardCta } from '../components/standard-cta.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const OFFERING = ['events', 'people', 'meetings', 'matchmaking', 'codes', 'languages'] as const;
const PRINCIPLES = ['company', 'control', 'standards', 'security'] as const;

export function AboutPage() {
  const { t } = useTranslation('static');
  useDocumentTitle(t('about.title'));

  return (
    <>
      <PageHero eyebrow={t('about.hero.eyebrow')} title={t('about.hero.title')} lead={t('about.hero.lead')} />

      <PageSection title={t('about.why.title')}>
        <Stack gap="md" maw={760}>
          <Text c={SECONDARY_TEXT}>{t('about.why.p1')}</Text>
          <Text c={SECONDARY_TEXT}>{t('about.why.p2')}</Text>
        </Stack>
      </PageSection>

      <PageSection title={t('about.what.title')} tinted>
        <FeatureGrid
          items={OFFERING.map((key) => ({
            key,
            title: t(`about.what.${key}.title`),
            text: t(`about.what.${key}.text`),
          }))}
        />
      </PageSection>

      <PageSection title={t('about.principles.title')}>
        <FeatureGrid
          columns={2}
          items={PRINCIPLES.map((key) => ({
            key,
            title: t(`about.principles.${key}.title`),
            text: t(`about.principles.${key}.text`),
          }))}
        />
      </PageSection>

      <StandardCta title={t('about.cta.title')} text={t('about.cta.text')} />
    </>
  );
}
