import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { StandardCta } from '../components/standard-cta.tsx';
import { StepList } from '../components/step-list.tsx';
import { usePageTitle } from '../use-page-title.ts';

const BENEFITS = ['events', 'exhibitors', 'meetings', 'schedule', 'matchmaking', 'contacts'] as const;
const STEPS = ['account', 'event', 'meetings', 'followUp'] as const;

export function VisitorBenefitsPage() {
  const { t } = useTranslation('static');
  usePageTitle(t('visitors.title'));

  return (
    <>
      <PageHero eyebrow={t('visitors.hero.eyebrow')} title={t('visitors.hero.title')} lead={t('visitors.hero.lead')} />

      <PageSection title={t('visitors.benefits.title')}>
        <FeatureGrid
          items={BENEFITS.map((key) => ({
            key,
            title: t(`visitors.benefits.${key}.title`),
            text: t(`visitors.benefits.${key}.text`),
          }))}
        />
      </PageSection>

      <PageSection title={t('visitors.steps.title')} tinted>
        <StepList
          steps={STEPS.map((key) => ({
            key,
            title: t(`visitors.steps.${key}.title`),
            text: t(`visitors.steps.${key}.text`),
          }))}
        />
      </PageSection>

      <StandardCta title={t('visitors.cta.title')} text={t('visitors.cta.text')} />
    </>
  );
}
