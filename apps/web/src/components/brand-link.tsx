import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The Fairhub mark, linking home; `suffixClassName` lets a header hide the suffix where it needs the
 * room. The link's name begins with the words it shows ("Fairhub User panel: start page"), at every
 * width, so it holds its visible text (WCAG 2.5.3); a space between them keeps them two words.
 */
export function BrandLink({ to = '/', suffix, suffixClassName }: { to?: string; suffix?: string; suffixClassName?: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={suffix ? t('header.homeLinkOf', { suffix }) : t('header.homeLink')}>
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden focusable="false">
          <rect width="32" height="32" rx="7" fill="var(--mantine-color-blue-8)" />
          <path d="M10 8h13v4h-8.5v3.5H21v4h-6.5V25H10z" fill="#fff" />
        </svg>
        <Text fw={700} fz="lg" c="dark.8">
          Fairhub
        </Text>
        {suffix ? ' ' : null}
        {suffix ? (
          <Text fw={500} fz="sm" c="dimmed" visibleFrom="xs" className={suffixClassName}>
            {suffix}
          </Text>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
