import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileSettings } from '@fairhub/shared/settings';
import { profileKeys } from '../../../lib/api/profile.ts';
import { meetingKeys, putTimeZone } from '../../../lib/api/meetings.ts';
import { DEFAULT_USER_TIME_ZONE } from '@fairhub/shared/availability';
import { notify } from '../../../lib/toasts.ts';

/** Every IANA zone the browser knows, with the current one kept when it is not among them. */
function zoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes('UTC') ? zones : [...zones, 'UTC'];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * Settings › Language: the person's time zone (meetings outside events, weekly hours and "today" are
 * read in it). Taken from the browser at the first sign-in; changed here with PUT profile/time-zone.
 */
export function TimeZoneField({ settings }: { settings: ProfileSettings }) {
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const current = settings.timeZone ?? DEFAULT_USER_TIME_ZONE;
  const data = useMemo(() => zoneChoices(current), [current]);
  const save = useMutation({
    mutationFn: (timeZone: string) => putTimeZone(timeZone, false),
    onSuccess: (state) => {
      client.setQueryData<ProfileSettings>([...profileKeys.all, 'settings'], (old) => (old ? { ...old, timeZone: state.timeZone } : old));
      void client.invalidateQueries({ queryKey: meetingKeys.all });
      void notify.success(t('timeZone.saved'));
    },
    onError: () => void notify.error(t('timeZone.failed')),
  });
  return (
    <Select
      mt="md"
      label={t('timeZone.label')}
      description={t('timeZone.description')}
      data={data}
      value={save.isPending && save.variables ? save.variables : current}
      onChange={(value) => value && value !== current && save.mutate(value)}
      searchable
      allowDeselect={false}
      disabled={save.isPending}
      maw={360}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
