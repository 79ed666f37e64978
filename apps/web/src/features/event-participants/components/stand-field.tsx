import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STAND_MAX } from '@fairhub/shared/participation';

interface StandFieldProps {
  companyName: string;
  stand: string | null;
  saving: boolean;
  /** The refusal of the last save, worded (a taken stand, too long…). */
  error: string | null;
  onSave: (stand: string | null) => void;
}

/** An exhibitor's stand, edited in its row: saved with the button or Enter; blank clears it. */
export function StandField({ companyName, stand, saving, error, onSave }: StandFieldProps) {
  const { t } = useTranslation('participation');
  const [value, setValue] = useState(stand ?? '');
  const [shown, setShown] = useState(stand);
  // The saved stand changed under the field (another organizer, or the server's answer): show it.
  if (shown !== stand) {
    setShown(stand);
    setValue(stand ?? '');
  }
  const trimmed = value.trim();
  const changed = trimmed !== (stand ?? '');
  const tooLong = trimmed.length > STAND_MAX;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && !tooLong) onSave(trimmed || null);
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          label={t('participants.stand')}
          aria-label={t('participants.standFor', { company: companyName })}
          placeholder={t('participants.standPlaceholder')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={tooLong ? t('validation.stand_too_long', { count: STAND_MAX }) : error}
          w={130}
          autoComplete="off"
        />
        <Button
          type="submit"
          size="xs"
          variant="light"
          mt={23}
          loading={saving}
          disabled={!changed || tooLong}
          aria-label={t('participants.saveStandFor', { company: companyName })}
        >
          {t('participants.saveStand')}
        </Button>
      </Group>
    </form>
  );
}
