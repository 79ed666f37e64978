import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LINK_COLOR, SECONDARY_TEXT } from '../components/colors.ts';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { StandardCta } from '../components/standard-cta.tsx';
import { StepList } from '../components/step-list.tsx';
import { EU_FUNDS_PORTAL_URL } from '../paths.ts';
import { translatedList } from '../translated-list.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const SUPPORT = ['national', 'regional', 'stateAid'] as const;
const STEPS = ['markets', 'calls', 'conditions', 'budget', 'document'] as const;
const FAIRHUB_HELP = ['choose', 'meet', 'record'] as const;

/**
 * The static EU funds page at /dotacje-unijne, for Polish companies. The heading keeps the Polish
 * wording "Dotacje unijne" in both languages; the English locale carries an English explanation.
 */
export function EuFundsPage() {
  const { t } = useTranslation('static');
  useDocumentTitle(t('euFunds.title'));

  return (
    <>
      <PageHero eyebrow={t('euFunds.hero.eyebrow')} title={t('euFunds.hero.title')} lead={t('euFunds.hero.lead')}>
        <Paper withBorder radius="md" p="md" maw={760}>
          <Text fz="sm" c={SECONDARY_TEXT}>
            {t('euFunds.notice')}
          </Text>
        </Paper>
      </PageHero>

      <PageSection title={t('euFunds.support.title')} intro={t('euFunds.support.intro')}>
        <FeatureGrid
          items={SUPPORT.map((key) => ({
            key,
            title: t(`euFunds.support.${key}.title`),
            text: t(`euFunds.support.${key}.text`),
          }))}
        />
      </PageSection>

      <PageSection title={t('euFunds.costs.title')} intro={t('euFunds.costs.intro')} tinted>
        <Stack gap="md" maw={760}>
          <List spacing="xs">
            {translatedList(t, 'euFunds.costs.items').map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text fw={600}>{t('euFunds.costs.warning')}</Text>
        </Stack>
      </PageSection>

      <PageSection title={t('euFunds.steps.title')}>
        <StepList
          steps={STEPS.map((key) => ({
            key,
            title: t(`euFunds.steps.${key}.title`),
            text: t(`euFunds.steps.${key}.text`),
          }))}
        />
      </PageSection>

      <PageSection title={t('euFunds.fairhub.title')} intro={t('euFunds.fairhub.intro')} tinted>
        <FeatureGrid
          items={FAIRHUB_HELP.map((key) => ({
            key,
            title: t(`euFunds.fairhub.${key}.title`),
            text: t(`euFunds.fairhub.${key}.text`),
          }))}
        />
      </PageSection>

      <PageSection title={t('euFunds.sources.title')}>
        <Stack gap="sm" maw={760}>
          <Text>
            {t('euFunds.sources.portal')}{' '}
            <Anchor href={EU_FUNDS_PORTAL_URL} fw={600} c={LINK_COLOR}>
              {t('euFunds.sources.portalLink')}
            </Anchor>
          </Text>
          <Text>{t('euFunds.sources.points')}</Text>
        </Stack>
      </PageSection>

      <StandardCta title={t('euFunds.cta.title')} text={t('euFunds.cta.text')} />
    </>
  );
}
