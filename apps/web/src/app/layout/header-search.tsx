import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ActionIcon, Box, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import classes from './header.module.css';

/** `/search?q=…`, or the empty search page when nothing was typed. */
export function searchPathFor(text: string): string {
  const q = text.trim();
  return q ? `${paths.search}?${new URLSearchParams({ q }).toString()}` : paths.search;
}

function SearchForm({ id, autoFocus, onDone, size }: { id: string; autoFocus?: boolean; onDone?: () => void; size: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchPathFor(text));
    setText('');
    onDone?.();
  };
  return (
    <form role="search" aria-label={t('nav.searchLandmark')} onSubmit={submit} className={classes.searchForm}>
      <TextInput
        id={id}
        type="search"
        size={size}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-label={t('nav.searchLabel')}
        placeholder={t('nav.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={200}
      />
    </form>
  );
}

/**
 * The header's search: a compact box on wide screens; on narrow ones a button that opens the box in
 * a bar under the header. Enter goes to /search?q=…, where the results are.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const barId = useId();
  const { key } = useLocation();

  // Any navigation closes the bar (the client rules close menus before navigating; this bar follows suit).
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <Box visibleFrom="lg" className={classes.searchWide}>
        <SearchForm id="header-search" size="sm" />
      </Box>
      <ActionIcon
        ref={toggle}
        hiddenFrom="lg"
        variant="subtle"
        color="gray.8"
        size="lg"
        onClick={() => setOpen((value) => !value)}
        aria-label={open ? t('nav.closeSearch') : t('nav.openSearch')}
        aria-expanded={open}
        aria-controls={open ? barId : undefined}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {open ? (
        <Box id={barId} hiddenFrom="lg" className={classes.searchBar}>
          <Group gap="xs" wrap="nowrap">
            <Box style={{ flex: 1 }}>
              <SearchForm id="header-search-bar" size="md" autoFocus onDone={() => setOpen(false)} />
            </Box>
            <CloseButton
              size="lg"
              aria-label={t('nav.closeSearch')}
              onClick={() => {
                setOpen(false);
                toggle.current?.focus();
              }}
            />
          </Group>
        </Box>
      ) : null}
    </>
  );
}
