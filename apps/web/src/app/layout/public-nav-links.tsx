import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { isNavGroup, PUBLIC_NAV, type PublicNavGroup } from '../../lib/public-nav.ts';
import { NavDisclosure } from './nav-disclosure.tsx';
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

/** A group as a disclosure (`NavDisclosure`): its button, then its links. */
function HeaderNavMenu({ group }: { group: PublicNavGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <NavDisclosure label={t(group.labelKey)} current={group.items.some((item) => item.to === pathname)}>
      {group.items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={classes.link}>
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </NavDisclosure>
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
