import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconLink, IconMail, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toasts.ts';

/** Share addresses of the networks: each opens their own share page for the link. */
export function shareUrls(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url);
  return {
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    x: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodedUrl}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
  };
}

/** The system share sheet is offered on touch devices that have one (phones, tablets). */
function canShareNatively(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

interface ShareLinksProps {
  url: string;
  title: string;
  text?: string | null;
}

/** Copy the link, the phone's share sheet when there is one, then e-mail, LinkedIn, X and Facebook as plain links. */
export function ShareLinks({ url, title, text }: ShareLinksProps) {
  const { t } = useTranslation('events');
  const [native] = useState(canShareNatively);
  const links = shareUrls(url, title);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void notify.success(t('share.copied'));
    } catch {
      void notify.error(t('share.copyFailed'));
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text: text ?? undefined, url });
    } catch (error) {
      // Closing the sheet is not an error; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  const external = [
    { key: 'email', href: links.email, label: t('share.email'), icon: IconMail, newTab: false },
    { key: 'linkedin', href: links.linkedin, label: t('share.linkedin'), icon: IconBrandLinkedin, newTab: true },
    { key: 'x', href: links.x, label: t('share.x'), icon: IconBrandX, newTab: true },
    { key: 'facebook', href: links.facebook, label: t('share.facebook'), icon: IconBrandFacebook, newTab: true },
  ];

  return (
    <Group gap="xs" role="group" aria-label={t('share.label')}>
      {native ? (
        <Button variant="light" size="xs" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void shareNatively()}>
          {t('share.native')}
        </Button>
      ) : null}
      <Button variant="light" size="xs" leftSection={<IconLink size={16} aria-hidden />} onClick={() => void copy()}>
        {t('share.copy')}
      </Button>
      {external.map(({ key, href, label, icon: Icon, newTab }) => (
        <Button
          key={key}
          component="a"
          href={href}
          variant="default"
          size="xs"
          leftSection={<Icon size={16} aria-hidden />}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {label}
          {newTab ? <span className="sr-only"> {t('share.newTab')}</span> : null}
        </Button>
      ))}
    </Group>
  );
}
