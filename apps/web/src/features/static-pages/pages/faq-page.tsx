import { Accordion, Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK_COLOR, SECONDARY_TEXT } from '../components/colors.ts';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { STATIC_LINKS } from '../paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Topics in reading order, each with its questions in order. */
const GROUPS = [
  { key: 'account', items: ['signup', 'confirmation', 'password', 'reset', 'language'] },
  { key: 'company', items: ['why', 'roles', 'invite', 'codes'] },
  { key: 'events', items: ['find', 'join', 'organizer', 'cancelled'] },
  { key: 'meetings', items: ['book', 'availability', 'overlap', 'where', 'contacts'] },
  { key: 'matchmaking', items: ['how', 'statuses', 'rating', 'better'] },
  { key: 'billing', items: ['free', 'who', 'invoices'] },
  { key: 'privacy', items: ['profile', 'storage', 'rights'] },
] as const;

export function FaqPage() {
  const { t } = useTranslation('static');
  useDocumentTitle(t('faq.title'));

  return (
    <>
      <PageHero title={t('faq.hero.title')} lead={t('faq.hero.lead')} />

      {GROUPS.map((group, index) => (
        <PageSection key={group.key} title={t(`faq.groups.${group.key}.title`)} tinted={index % 2 === 1} narrow>
          <Accordion multiple variant="separated" radius="md" order={3}>
            {group.items.map((item) => (
              <Accordion.Item key={item} value={item}>
                <Accordion.Control>
                  <Text fw={600}>{t(`faq.groups.${group.key}.items.${item}.q`)}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text lh={1.65} c={SECONDARY_TEXT}>
                    {t(`faq.groups.${group.key}.items.${item}.a`)}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </PageSection>
      ))}

      <PageSection title={t('faq.more.title')} intro={t('faq.more.text')} narrow>
        <Group gap="lg">
          <Anchor component={Link} to={STATIC_LINKS.terms} fw={600} c={LINK_COLOR}>
            {t('common.readTerms')}
          </Anchor>
          <Anchor component={Link} to={STATIC_LINKS.policy} fw={600} c={LINK_COLOR}>
            {t('common.readPolicy')}
          </Anchor>
        </Group>
      </PageSection>
    </>
  );
}
