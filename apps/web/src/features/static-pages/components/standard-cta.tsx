import { useTranslation } from 'react-i18next';
import { STATIC_LINKS } from '../paths.ts';
import { CtaBand } from './cta-band.tsx';
import { LinkButton } from './link-button.tsx';

/** The closing band most pages share: create an account, or browse events. */
export function StandardCta({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('static');
  return (
    <CtaBand title={title} text={text}>
      <LinkButton to={STATIC_LINKS.signUp}>{t('common.createAccount')}</LinkButton>
      <LinkButton to={STATIC_LINKS.events} kind="secondary">
        {t('common.browseEvents')}
      </LinkButton>
    </CtaBand>
  );
}
