import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sectionHeadingId } from './settings-section.tsx';
import classes from './settings-nav.module.css';

/** The settings page's sections in page order: their anchors and labels. */
export const SETTINGS_SECTIONS = [
  { id: 'profile', labelKey: 'nav.profile' },
  { id: 'email', labelKey: 'nav.email' },
  { id: 'password', labelKey: 'nav.password' },
  { id: 'language', labelKey: 'nav.language' },
  { id: 'notifications', labelKey: 'nav.notifications' },
  { id: 'sessions', labelKey: 'nav.sessions' },
  { id: 'data', labelKey: 'nav.data' },
  { id: 'delete-account', labelKey: 'nav.delete' },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

const isSectionId = (value: string): value is SettingsSectionId => SETTINGS_SECTIONS.some((section) => section.id === value);

function reducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls a section into view and moves the focus to its heading, so keyboard and screen-reader users land there too. */
function goToSection(id: SettingsSectionId, smooth: boolean) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView?.({ behavior: smooth && !reducedMotion() ? 'smooth' : 'auto', block: 'start' });
  document.getElementById(sectionHeadingId(id))?.focus({ preventScroll: true });
}

/**
 * Links to the page's sections (`#profile`, `#sessions`, …). The address gets the anchor without a
 * router navigation, so the page neither scrolls to the top nor reloads; an address opened with an
 * anchor goes to its section once the sections are shown (`ready`).
 */
export function SettingsNav({ ready }: { ready: boolean }) {
  const { t } = useTranslation('settings');
  const { hash } = useLocation();
  const [current, setCurrent] = useState<SettingsSectionId | null>(null);

  useEffect(() => {
    const target = decodeURIComponent(hash.replace(/^#/, ''));
    if (!ready || !isSectionId(target)) return;
    goToSection(target, false);
  }, [ready, hash]);

  // Marks the section at the top of the screen as the current one while the page scrolls.
  useEffect(() => {
    if (!ready || typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = SETTINGS_SECTIONS.find((section) => visible.get(section.id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: '-80px 0px -55% 0px' },
    );
    for (const section of SETTINGS_SECTIONS) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ready]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: SettingsSectionId) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The router's own entry (its state and key) stays: only the anchor changes.
    window.history.replaceState(window.history.state, '', `#${id}`);
    setCurrent(id);
    goToSection(id, true);
  };

  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <ul className={classes.list}>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={section.id === 'delete-account' ? `${classes.link} ${classes.danger}` : classes.link}
              aria-current={current === section.id ? 'location' : undefined}
              onClick={(event) => onClick(event, section.id)}
            >
              {t(section.labelKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
