import { ThemeIcon } from '@mantine/core';
import { IconHeartHandshake, IconSearch, IconTag } from '@tabler/icons-react';
import type { OfferKind } from '@fairhub/shared/statuses';

const ICONS = { offer: IconTag, request: IconSearch, partnership: IconHeartHandshake } as const;
const COLORS: Record<OfferKind, string> = { offer: 'blue', request: 'grape', partnership: 'teal' };

/** The picture of an offer's kind: a tag (sells), a magnifier (looks for), a handshake (partners). */
export function OfferKindIcon({ kind, size = 40 }: { kind: OfferKind; size?: number }) {
  const Icon = ICONS[kind];
  return (
    <ThemeIcon variant="light" color={COLORS[kind]} size={size} radius="md" style={{ flexShrink: 0 }} aria-hidden>
      <Icon size={size * 0.55} stroke={1.6} />
    </ThemeIcon>
  );
}
