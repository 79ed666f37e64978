import { Badge } from '@mantine/core';

/** How a status reads at a glance; each feature maps its statuses onto these. */
export type StatusTone = 'neutral' | 'positive' | 'attention' | 'ended';

const TONE_COLORS: Record<StatusTone, string> = {
  neutral: 'gray',
  positive: 'green',
  attention: 'orange',
  ended: 'dark',
};

/**
 * A status pill: a short word on a tint (the light variant's text passes WCAG AA on every colour). A
 * longer label ("Exhibitor · Waiting for approval") wraps inside the pill on a narrow screen instead
 * of being cut off.
 */
export function StatusBadge({ tone, label, size = 'md' }: { tone: StatusTone; label: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge
      color={TONE_COLORS[tone]}
      variant="light"
      tt="none"
      size={size}
      maw="100%"
      styles={{ root: { flexShrink: 0, height: 'auto', minHeight: 'var(--badge-height)' }, label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}
