import { useLayoutEffect, useRef, useState } from 'react';
import { Badge, NavLink as MantineNavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { IconChevronDown } from '@tabler/icons-react';
import { linkedPanelAreas, type PanelArea } from '../../lib/panel-areas.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { NavDisclosure } from './nav-disclosure.tsx';
import classes from './header.module.css';

type LinkedArea = PanelArea & { path: string };

const isActive = (area: LinkedArea, pathname: string) =>
  area.path === '/panel' ? pathname === '/panel' || pathname === '/panel/' : pathname.startsWith(area.path);

/**
 * An area's counter as a small badge, named in words for screen readers: red for what is new
 * (unread messages, requests), gray for a total (the contacts one keeps), which is nothing to act on.
 */
function CountBadge({ count, total = false }: { count: number | undefined; total?: boolean }) {
  const { t } = useTranslation();
  return count ? (
    <Badge
      size="sm"
      circle
      color={total ? 'gray' : 'red'}
      variant={total ? 'light' : 'filled'}
      aria-label={t(total ? 'panel.badgeTotal' : 'panel.badge', { count })}
    >
      {count}
    </Badge>
  ) : null;
}

function useAreaCount() {
  const counts = useSessionStore((state) => state.counts.values);
  return (area: LinkedArea) => (area.count ? counts[area.count] : undefined);
}

/** The panel's areas that are built so far, with their counters as badges: the side panel's links. */
export function PanelLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const countOf = useAreaCount();
  return (
    <>
      {linkedPanelAreas().map((area) => (
        <MantineNavLink
          key={area.name}
          component={NavLink}
          to={area.path}
          end={area.path === '/panel'}
          label={t(area.labelKey)}
          active={isActive(area, pathname)}
          variant="light"
          rightSection={<CountBadge count={countOf(area)} total={area.count === 'contacts'} />}
        />
      ))}
    </>
  );
}

/** One area in the bar or in its "More" list: the label, then the counter. */
function BarLink({ area, count }: { area: LinkedArea; count: number | undefined }) {
  const { t } = useTranslation();
  return (
    <NavLink to={area.path} end={area.path === '/panel'} className={`${classes.link} ${classes.barLink}`}>
      {t(area.labelKey)}
      <CountBadge count={count} total={area.count === 'contacts'} />
    </NavLink>
  );
}

/** How many of the items (widths in px, in order) fit in `available`, keeping room for "More" when not all do. */
export function itemsThatFit(widths: readonly number[], moreWidth: number, available: number, gap: number): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

const BAR_GAP = 2;

/**
 * The panel bar's areas in one row, each label whole: as many as fit, the rest behind "More" (a
 * disclosure at the row's end, marked when the page shown is among them). A hidden copy of the row
 * measures every label with its counter in the current language, so a longer word, a bigger count
 * or a new area moves the last ones into "More" instead of cutting them or scrolling them out of
 * sight. Without layout (tests, the first paint of a server render) every area shows.
 */
export function PanelBarLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const countOf = useAreaCount();
  const areas = linkedPanelAreas();
  const row = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(areas.length);

  useLayoutEffect(() => {
    const rowElement = row.current;
    const measureElement = measure.current;
    if (!rowElement || !measureElement) return undefined;
    const fit = () => {
      const items = [...measureElement.children].map((child) => child.getBoundingClientRect().width);
      const more = items.pop() ?? 0;
      // A row not laid out (hidden below `lg`, or no layout at all) shows every area.
      setShown(rowElement.clientWidth > 0 ? itemsThatFit(items, more, rowElement.clientWidth, BAR_GAP) : items.length);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(rowElement);
    observer.observe(measureElement);
    return () => observer.disconnect();
  });

  const visible = areas.slice(0, shown);
  const rest = areas.slice(shown);
  return (
    <div ref={row} className={classes.barRow}>
      {visible.map((area) => (
        <BarLink key={area.name} area={area} count={countOf(area)} />
      ))}
      {rest.length > 0 ? (
        <NavDisclosure label={t('panel.more')} current={rest.some((area) => isActive(area, pathname))} align="end">
          {rest.map((area) => (
            <li key={area.name}>
              <BarLink area={area} count={countOf(area)} />
            </li>
          ))}
        </NavDisclosure>
      ) : null}
      {/* The measuring copy: never seen, never focused, not in the accessibility tree. */}
      <div ref={measure} className={classes.barMeasure} aria-hidden>
        {areas.map((area) => (
          <span key={area.name} className={`${classes.link} ${classes.barLink}`}>
            {t(area.labelKey)}
            <CountBadge count={countOf(area)} total={area.count === 'contacts'} />
          </span>
        ))}
        <span className={`${classes.link} ${classes.menuTrigger}`}>
          {t('panel.more')}
          <IconChevronDown size={14} />
        </span>
      </div>
    </div>
  );
}
