import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDevices } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import type { Session } from '@fairhub/shared/settings';
import { formatDateTime, fromNow } from '../../../lib/dates.ts';
import { describeUserAgent } from './describe-user-agent.ts';

const ICONS = { phone: IconDeviceMobile, tablet: IconDeviceTablet, computer: IconDeviceDesktop, unknown: IconDevices };

/** One signed-in device in plain words: browser and system, IP address, when it was last used. */
export function SessionItem({ session, divided }: { session: Session; divided?: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.language as Language;
  const device = describeUserAgent(session.userAgent);
  const Icon = ICONS[device.kind];
  const name =
    device.browser || device.system
      ? t('sessions.device', { browser: device.browser ?? t('sessions.unknownBrowser'), system: device.system ?? t('sessions.unknownSystem') })
      : t('sessions.unknownDevice');
  const used = session.lastUsedAt ?? session.createdAt;
  return (
    <Group
      component="li"
      gap="md"
      wrap="nowrap"
      align="flex-start"
      py="sm"
      style={divided ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
    >
      <ThemeIcon variant="light" color={session.current ? 'blue' : 'gray'} size="lg" radius="md" aria-hidden>
        <Icon size={20} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <span className="sr-only">{t(`sessions.kinds.${device.kind}`)}: </span>
            {name}
          </Text>
          {session.current ? (
            <Badge variant="light" color="blue" size="sm">
              {t('sessions.thisDevice')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <time dateTime={used} title={formatDateTime(used, language)}>
            {session.lastUsedAt ? t('sessions.lastUsed', { when: fromNow(used, language) }) : t('sessions.signedIn', { when: fromNow(used, language) })}
          </time>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {session.ip ? t('sessions.ip', { ip: session.ip }) : t('sessions.noIp')}
        </Text>
      </Stack>
    </Group>
  );
}
