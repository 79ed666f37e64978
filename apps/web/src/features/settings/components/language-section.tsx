import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@fairhub/shared/constants';
import type { ProfileSettings } from '@fairhub/shared/settings';
import { useUpdateProfile } from '../api/settings.ts';
import { isLanguage } from '../../../lib/language.ts';
import { switchLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.ts';
import { SettingsSection } from './settings-section.tsx';
import { TimeZoneField } from './time-zone-field.tsx';

/** Settings › Language: saved to the profile (e-mails follow it), then applied and remembered on this device. */
export function LanguageSection({ settings }: { settings: ProfileSettings }) {
  const { t, i18n } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const update = useUpdateProfile();
  const shown = update.isPending && update.variables.language ? update.variables.language : settings.language;

  const choose = (value: string) => {
    if (!isLanguage(value) || value === settings.language) return;
    const language: Language = value;
    update.mutate(
      { language },
      {
        onSuccess: async () => {
          await switchLanguage(language, i18n);
          notify.success(i18n.getFixedT(language, 'settings')('language.saved'));
        },
        onError: () => {
          notify.error(t('language.failed'));
        },
      },
    );
  };

  return (
    <SettingsSection id="language" title={t('language.title')} description={t('language.description')}>
      <Radio.Group label={t('language.label')} value={shown} onChange={choose}>
        <Group gap="lg" mt="xs">
          {LANGUAGES.map((language) => (
            <Radio key={language} value={language} label={tCommon(`language.names.${language}`)} lang={language} disabled={update.isPending} />
          ))}
        </Group>
      </Radio.Group>
      <TimeZoneField settings={settings} />
    </SettingsSection>
  );
}
