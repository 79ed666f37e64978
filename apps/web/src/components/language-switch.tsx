import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@fairhub/shared/constants';
import { switchLanguage } from '../lib/i18n.ts';

/** English / Polish; the choice is remembered and sent with every API call. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div role="group" aria-label={t('language.label')}>
      <Button.Group>
        {LANGUAGES.map((language) => (
          <Button
          key={language}
          size={size}
          px={8}
          variant={language === current ? 'filled' : 'default'}
          aria-pressed={language === current}
          lang={language}
          title={t(`language.names.${language}`)}
          onClick={() => void switchLanguage(language)}
        >
          <span aria-hidden>{language.toUpperCase()}</span>
          <span className="sr-only">{t(`language.names.${language}`)}</span>
        </Button>
      ))}
      </Button.Group>
    </div>
  );
}
