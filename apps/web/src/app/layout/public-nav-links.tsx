import { useEffect, useId, useRef, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { isNavGroup, PUBLIC_NAV, type PublicNavGroup } from '../../lib/public-nav.ts';
import classes from './header.module.css';

/**
 * The public navigation in the header: links, and each group behind a button. Plain links and
 * buttons: the header's own styles alone decide their look, whatever order the style sheets load in.
 */
export function HeaderNavLinks() {
  const { t } = useTranslation();
  return (
    <>
      {PUBLIC_NAV.map((item) =>
        isNavGroup(item) ? (
          <HeaderNavMenu key={item.labelKey} group={item} />
        ) : (
          <NavLink key={item.to} to={item.to} className={classes.link}>
            {t(item.labelKey)}
          </NavLink>
        ),
      )}
    </>
  );
}

/**
 * A group as a disclosure (a button that shows or hides a list of links), the pattern for site
 * navigation: plain links that Tab reaches, no menu roles. Escape, a click elsewhere, leaving it
 * with Tab or any navigation closes it.
 */
function HeaderNavMenu({ group }: { group: PublicNavGroup }) {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = group.items.some((item) => item.to === pathname);

  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={wrapper}
      className={classes.disclosure}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${classes.link} ${classes.menuTrigger}`}
        data-current={current || undefined}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t(group.labelKey)}
        <IconChevronDown size={14} aria-hidden className={classes.menuChevron} />
      </button>
      {open ? (
        <ul id={listId} className={classes.disclosureList}>
          {group.items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={classes.link}>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The same navigation in the phone menu: links, and each group under its own small heading. */
export function DrawerNavLinks() {
  const { t } = useTranslation();
  return (
    <>
      {PUBLIC_NAV.map((item) =>
        isNavGroup(item) ? (
          <Stack key={item.labelKey} gap={2} role="group" aria-labelledby={`nav-group-${item.labelKey.replace('.', '-')}`}>
            <Text id={`nav-group-${item.labelKey.replace('.', '-')}`} size="xs" fw={700} tt="uppercase" c="gray.7" px={10} pt={6}>
              {t(item.labelKey)}
            </Text>
            {item.items.map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.link}>
                {t(link.labelKey)}
              </NavLink>
            ))}
          </Stack>
        ) : (
          <NavLink key={item.to} to={item.to} className={classes.link}>
            {t(item.labelKey)}
          </NavLink>
        ),
      )}
    </>
  );
}
