import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@fairhub/shared/constants';
import { switchLanguage } from '../lib/i18n.ts';
import { updateProfile } from '../lib/api/profile.ts';
import { useSessionStore } from '../lib/session-store.ts';

/**
 * English / Polish; the choice is remembered and sent with every API call. Signed in, it is also
 * saved to the account (its e-mails follow it); a failure to save leaves the page's choice as made.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const signedIn = useSessionStore((state) => state.user.token !== null);
  const userData = useSessionStore((state) => state.user.userData);
  const choose = (language: (typeof LANGUAGES)[number]) => {
    void switchLanguage(language);
    if (!signedIn || userData?.language === language) return;
    if (userData) useSessionStore.getState().setUserData({ ...userData, language });
    updateProfile({ language }).catch(() => undefined);
  };
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
            onClick={() => choose(language)}
          >
            <span aria-hidden>{language.toUpperCase()}</span>
            <span className="sr-only">{t(`language.names.${language}`)}</span>
          </Button>
        ))}
      </Button.Group>
    </div>
  );
}
