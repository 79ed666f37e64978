import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/**
 * "Organizing" for a company that is not an organizer: what organizing is and how a company gets it
 * (in the FAQ's words: it is switched on by the team that runs Fairhub). The company already exists, so
 * not the public pages' "create your company / a free account".
 */
export function NotOrganizerNotice() {
  const { t } = useTranslation('my-events');
  return (
    <Card withBorder radius="md" padding="xl" data-testid="not-organizer">
      <Stack align="center" gap="sm" ta="center">
        <IconCalendarPlus size={40} stroke={1.5} aria-hidden color="var(--mantine-color-gray-7)" />
        <Title order={2} size="h4">
          {t('organizing.notOrganizerTitle')}
        </Title>
        <Text c="gray.7" maw={560}>
          {t('organizing.notOrganizerText')}
        </Text>
        <Anchor component={Link} to={paths['organizer-benefits']} c="blue.8">
          {t('organizing.notOrganizerLink')}
        </Anchor>
      </Stack>
    </Card>
  );
}
