import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import classes from './footer.module.css';

/** The compact app footer (panel and the EU funds page). */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <div className={classes.footer}>
      <Container size="xl" py="md" px={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="gray.7">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Group component="nav" aria-label={t('footer.legal')} gap="md">
            <Anchor component={Link} to={paths.terms} size="xs" className={classes.link}>
              {t('nav.terms')}
            </Anchor>
            <Anchor component={Link} to={paths.policy} size="xs" className={classes.link}>
              {t('nav.policy')}
            </Anchor>
            <Anchor component={Link} to={paths.faq} size="xs" className={classes.link}>
              {t('nav.faq')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </div>
  );
}
