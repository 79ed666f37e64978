import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { StandardCta } from '../components/standard-cta.tsx';
import { StepList } from '../components/step-list.tsx';
import { usePageTitle } from '../use-page-title.ts';

const BENEFITS = ['publish', 'registration', 'meetings', 'discovery', 'statistics', 'team'] as const;
const STEPS = ['setup', 'venue', 'draft', 'publish', 'run'] as const;

export function OrganizerBenefitsPage() {
  const { t } = useTranslation('static');
  usePageTitle(t('organizers.title'));

  return (
    <>
      <PageHero eyebrow={t('organizers.hero.eyebrow')} title={t('organizers.hero.title')} lead={t('organizers.hero.lead')} />

      <PageSection title={t('organizers.benefits.title')}>
        <FeatureGrid
          items={BENEFITS.map((key) => ({
            key,
            title: t(`organizers.benefits.${key}.title`),
            text: t(`organizers.benefits.${key}.text`),
          }))}
        />
      </PageSection>

      <PageSection title={t('organizers.lifecycle.title')} tinted>
        <StepList
          steps={STEPS.map((key) => ({
            key,
            title: t(`organizers.lifecycle.${key}.title`),
            text: t(`organizers.lifecycle.${key}.text`),
          }))}
        />
      </PageSection>

      <StandardCta title={t('organizers.cta.title')} text={t('organizers.cta.text')} />
    </>
  );
}
