import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IconChevronDown } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import classes from './header.module.css';

/**
 * A few navigation links behind a button (a disclosure: a button that shows or hides a list of
 * links), the pattern for site navigation: plain links that Tab reaches, no menu roles. Escape, a
 * click elsewhere, leaving it with Tab or any navigation closes it. `current` marks the button when
 * the page shown is one of its links; `align="end"` opens the list towards the left, for a button at
 * the right end of a bar. The children are the list's items (`<li>` each).
 */
export function NavDisclosure({
  label,
  current,
  align = 'start',
  children,
}: {
  label: ReactNode;
  current: boolean;
  align?: 'start' | 'end';
  children: ReactNode;
}) {
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

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
        {label}
        <IconChevronDown size={14} aria-hidden className={classes.menuChevron} />
      </button>
      {open ? (
        <ul id={listId} className={align === 'end' ? `${classes.disclosureList} ${classes.disclosureListEnd}` : classes.disclosureList}>
          {children}
        </ul>
      ) : null}
    </div>
  );
}
