import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { StandardCta } from '../components/standard-cta.tsx';
import { StepList } from '../components/step-list.tsx';
import { usePageTitle } from '../use-page-title.ts';

const BENEFITS = ['profile', 'meetings', 'matchmaking', 'messages', 'team', 'followUp'] as const;
const STEPS = ['account', 'offers', 'event', 'availability', 'meet'] as const;

export function ExhibitorBenefitsPage() {
  const { t } = useTranslation('static');
  usePageTitle(t('exhibitors.title'));

  return (
    <>
      <PageHero eyebrow={t('exhibitors.hero.eyebrow')} title={t('exhibitors.hero.title')} lead={t('exhibitors.hero.lead')} />

      <PageSection title={t('exhibitors.benefits.title')}>
        <FeatureGrid
          items={BENEFITS.map((key) => ({
            key,
            title: t(`exhibitors.benefits.${key}.title`),
            text: t(`exhibitors.benefits.${key}.text`),
          }))}
        />
      </PageSection>

      <PageSection title={t('exhibitors.steps.title')} tinted>
        <StepList
          steps={STEPS.map((key) => ({
            key,
            title: t(`exhibitors.steps.${key}.title`),
            text: t(`exhibitors.steps.${key}.text`),
          }))}
        />
      </PageSection>

      <StandardCta title={t('exhibitors.cta.title')} text={t('exhibitors.cta.text')} />
    </>
  );
}
