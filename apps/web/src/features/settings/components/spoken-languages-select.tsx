import { useMemo, type Ref } from 'react';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SPOKEN_LANGUAGES, SPOKEN_LANGUAGES_MAX } from '@fairhub/shared/settings';
import { displayNames } from '../../../lib/intl-formats.ts';

/** The spoken languages named in the reader's language ("German", "niemiecki" → "Niemiecki"), by name. */
export function spokenLanguageOptions(language: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = displayNames([language], { type: 'language' });
  } catch {
    names = null;
  }
  return SPOKEN_LANGUAGES.map((code) => {
    const name = names?.of(code) ?? code;
    return { value: code, label: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
  }).sort((a, b) => a.label.localeCompare(b.label, language));
}

interface SpokenLanguagesSelectProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Languages a person speaks: several, searched by their names. */
export function SpokenLanguagesSelect({ value, onChange, onBlur, name, error, inputRef }: SpokenLanguagesSelectProps) {
  const { t, i18n } = useTranslation('settings');
  const options = useMemo(() => spokenLanguageOptions(i18n.language), [i18n.language]);
  return (
    <MultiSelect
      ref={inputRef}
      label={t('profile.languages')}
      description={t('profile.languagesHint', { max: SPOKEN_LANGUAGES_MAX })}
      placeholder={value.length ? undefined : t('profile.languagesPlaceholder')}
      data={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      searchable
      clearable
      hidePickedOptions
      maxValues={SPOKEN_LANGUAGES_MAX}
      nothingFoundMessage={t('profile.languagesNone')}
      error={error}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
