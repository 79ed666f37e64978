import { Anchor, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

interface PublicProfileFieldProps {
  uid: string;
  checked: boolean;
  /** Whether the saved profile is public now (the link then leads somewhere). */
  published: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** The "Public profile" switch: says what it publishes and where, and links there once it is on. */
export function PublicProfileField({ uid, checked, published, onChange, error }: PublicProfileFieldProps) {
  const { t } = useTranslation('settings');
  const path = paths['person-details'](uid);
  const address = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  return (
    <Stack gap={6}>
      <Switch
        label={t('profile.publicProfile')}
        description={t('profile.publicProfileHint', { address })}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={error}
        styles={{ description: { overflowWrap: 'anywhere' } }}
      />
      {checked && published ? (
        <Anchor component={Link} to={path} size="sm" pl={50} w="fit-content">
          {t('profile.publicProfileLink')}
        </Anchor>
      ) : checked ? (
        <Text size="sm" c="dimmed" pl={50}>
          {t('profile.publicProfileAfterSave')}
        </Text>
      ) : null}
    </Stack>
  );
}
