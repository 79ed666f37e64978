import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { StandardCta } from '../components/standard-cta.tsx';
import { StepList } from '../components/step-list.tsx';
import { STATIC_LINKS } from '../paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LINK_COLOR, SECONDARY_TEXT } from '../components/colors.ts';

const ROLES = [
  { key: 'exhibitor', to: STATIC_LINKS.exhibitorBenefits },
  { key: 'organizer', to: STATIC_LINKS.organizerBenefits },
  { key: 'visitor', to: STATIC_LINKS.visitorBenefits },
] as const;
const STEPS = ['account', 'company', 'events', 'meet'] as const;
const PANEL_AREAS = ['meetings', 'messages', 'matchmaking', 'contacts'] as const;

export function HomePage() {
  const { t } = useTranslation('static');
  useDocumentTitle(t('home.title'));

  return (
    <>
      <PageHero
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        lead={t('home.hero.lead')}
        actions={
          <>
            <LinkButton to={STATIC_LINKS.events}>{t('common.browseEvents')}</LinkButton>
            <LinkButton to={STATIC_LINKS.signUp} kind="secondary">
              {t('common.createAccount')}
            </LinkButton>
          </>
        }
      />

      <PageSection title={t('home.roles.title')} intro={t('home.roles.intro')}>
        <FeatureGrid
          items={ROLES.map(({ key, to }) => ({
            key,
            title: t(`home.roles.${key}.title`),
            text: t(`home.roles.${key}.text`),
            link: { to, label: t(`home.roles.${key}.link`) },
          }))}
        />
      </PageSection>

      <PageSection title={t('home.steps.title')} intro={t('home.steps.intro')} tinted>
        <StepList
          steps={STEPS.map((key) => ({
            key,
            title: t(`home.steps.${key}.title`),
            text: t(`home.steps.${key}.text`),
          }))}
        />
      </PageSection>

      <PageSection title={t('home.panel.title')} intro={t('home.panel.intro')}>
        <FeatureGrid
          columns={4}
          items={PANEL_AREAS.map((key) => ({
            key,
            title: t(`home.panel.${key}.title`),
            text: t(`home.panel.${key}.text`),
          }))}
        />
      </PageSection>

      <PageSection title={t('home.codes.title')} tinted>
        <Text maw={760} c={SECONDARY_TEXT}>
          {t('home.codes.text')}
        </Text>
        <Anchor component={Link} to={STATIC_LINKS.codes} fw={600} c={LINK_COLOR}>
          {t('home.codes.link')}
        </Anchor>
      </PageSection>

      <StandardCta title={t('home.cta.title')} text={t('home.cta.text')} />
    </>
  );
}
