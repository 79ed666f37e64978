import { useEffect, useRef, useState, type MouseEvent } from 'react';
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

/** A section counts as the current one once its top is this far below the top of the window (under the 64 px header). */
const CURRENT_LINE_PX = 120;

const CHOSEN_HOLD_MS = 1_000;

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
  /** When a section link was last clicked (event time, on the performance.now() clock). */
  const chosenAt = useRef(0);

  useEffect(() => {
    const target = decodeURIComponent(hash.replace(/^#/, ''));
    if (!ready || !isSectionId(target)) return;
    goToSection(target, false);
  }, [ready, hash]);

  // While the page scrolls, the current section is the last one whose top has passed below the
  // header; at the very bottom, the last section on screen (short last sections never reach the top).
  useEffect(() => {
    if (!ready) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      // A chosen section stays marked while the page scrolls to it (it may not reach the top).
      if (chosenAt.current && performance.now() - chosenAt.current < CHOSEN_HOLD_MS) return;
      const sections = SETTINGS_SECTIONS.map((section) => ({ id: section.id, element: document.getElementById(section.id) })).filter(
        (section): section is { id: SettingsSectionId; element: HTMLElement } => section.element !== null,
      );
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const line = atBottom ? window.innerHeight - 1 : CURRENT_LINE_PX;
      const passed = sections.filter((section) => section.element.getBoundingClientRect().top <= line);
      setCurrent(passed.at(-1)?.id ?? sections[0]?.id ?? null);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ready]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: SettingsSectionId) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The router's own entry (its state and key) stays: only the anchor changes.
    window.history.replaceState(window.history.state, '', `#${id}`);
    chosenAt.current = event.timeStamp;
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
