import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CodeSearchHit } from '@fairhub/shared/codes';
import type { Language } from '@fairhub/shared/constants';
import { formatDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { codeInTree, companiesWithCode, eventsWithCode } from '../../../lib/code-links.ts';
import { levelName } from './code-tree.tsx';
import classes from './code-tree.module.css';

/** How many companies and events a hit lists by name. */
export const HIT_EXAMPLES = 5;

/** One code found: where it sits in the tree, how much carries it, and the first companies and events. */
export function CodeSearchHitCard({ hit }: { hit: CodeSearchHit }) {
  const { t, i18n } = useTranslation('codes');
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const companies = hit.companies.slice(0, HIT_EXAMPLES);
  const events = hit.events.slice(0, HIT_EXAMPLES);
  const headingId = `code-hit-${hit.code.replace('.', '-')}`;

  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        {hit.path.length ? (
          <Text size="sm" c="dimmed">
            <span className="sr-only">{t('search.pathLabel')} </span>
            {hit.path.map((step, index) => (
              <span key={step.code}>
                {index > 0 ? <span aria-hidden> › </span> : null}
                <Anchor component={Link} to={codeInTree(step.code, hit.section, true)} size="sm">
                  {step.code} {step.name}
                </Anchor>
                {index < hit.path.length - 1 ? <span className="sr-only">,</span> : null}
              </span>
            ))}
          </Text>
        ) : null}
        <Title order={2} size="h4" id={headingId}>
          <span className={classes.code}>{hit.code}</span> {hit.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`levels.${levelName(hit.level)}`)} · {t('search.companyCount', { count: hit.companyCount })} · {t('search.eventCount', { count: hit.eventCount })}
        </Text>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt={4}>
          <Stack gap={4}>
            <Text fw={600} size="sm" component="h3">
              {t('search.companies')}
            </Text>
            {companies.length ? (
              <ul className={classes.plainList}>
                {companies.map((company) => (
                  <li key={company.uid}>
                    <Anchor component={Link} to={paths['organizer-details'](company.uid)} size="sm">
                      {company.name}
                    </Anchor>
                  </li>
                ))}
              </ul>
            ) : (
              <Text size="sm" c="dimmed">
                {t('search.noCompanies')}
              </Text>
            )}
            {hit.companyCount > 0 ? (
              <Anchor component={Link} to={companiesWithCode(hit.code)} size="sm" fw={600} aria-describedby={headingId}>
                {t('search.allCompanies', { count: hit.companyCount })}
              </Anchor>
            ) : null}
          </Stack>
          <Stack gap={4}>
            <Text fw={600} size="sm" component="h3">
              {t('search.events')}
            </Text>
            {events.length ? (
              <ul className={classes.plainList}>
                {events.map((event) => (
                  <li key={event.uid}>
                    <Anchor component={Link} to={paths['event-details'](event.uid, event.slug)} size="sm">
                      {event.title}
                    </Anchor>{' '}
                    <Text span size="xs" c="dimmed">
                      {formatDate(event.startsAt, language)}
                    </Text>
                  </li>
                ))}
              </ul>
            ) : (
              <Text size="sm" c="dimmed">
                {t('search.noEvents')}
              </Text>
            )}
            {hit.eventCount > 0 ? (
              <Anchor component={Link} to={eventsWithCode(hit.code)} size="sm" fw={600} aria-describedby={headingId}>
                {t('search.allEvents')}
              </Anchor>
            ) : null}
          </Stack>
        </SimpleGrid>
        <Group>
          <Anchor component={Link} to={codeInTree(hit.code, hit.section, hit.childCount > 0)} size="sm" aria-describedby={headingId}>
            {t('search.showInTree')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
