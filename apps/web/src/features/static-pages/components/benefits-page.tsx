import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FeatureGrid } from './feature-grid.tsx';
import { PageHero } from './page-hero.tsx';
import { PageSection } from './page-section.tsx';
import { StandardCta } from './standard-cta.tsx';
import { StepList } from './step-list.tsx';

export interface BenefitsPageProps {
  /** Translation prefix of the audience: `exhibitors`, `organizers` or `visitors`. */
  audience: string;
  benefits: readonly string[];
  /** Translation key of the numbered steps section under the audience. */
  stepsKey: string;
  steps: readonly string[];
}

/** The shape every benefit page shares: hero, benefits grid, numbered steps and the closing band. */
export function BenefitsPage({ audience, benefits, stepsKey, steps }: BenefitsPageProps) {
  const { t } = useTranslation('static');
  useDocumentTitle(t(`${audience}.title`));
  const item = (section: string) => (key: string) => ({
    key,
    title: t(`${audience}.${section}.${key}.title`),
    text: t(`${audience}.${section}.${key}.text`),
  });

  return (
    <>
      <PageHero eyebrow={t(`${audience}.hero.eyebrow`)} title={t(`${audience}.hero.title`)} lead={t(`${audience}.hero.lead`)} />
      <PageSection title={t(`${audience}.benefits.title`)}>
        <FeatureGrid items={benefits.map(item('benefits'))} />
      </PageSection>
      <PageSection title={t(`${audience}.${stepsKey}.title`)} tinted>
        <StepList steps={steps.map(item(stepsKey))} />
      </PageSection>
      <StandardCta title={t(`${audience}.cta.title`)} text={t(`${audience}.cta.text`)} />
    </>
  );
}
