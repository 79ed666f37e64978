import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DECISION_REASON_MAX, STAND_MAX, STAND_STAFF_MAX, type ApplyBlock } from '@fairhub/shared/participation';
import type { ParticipationRole, ParticipationStatus } from '@fairhub/shared/statuses';
import type { StatusTone } from '../panel/status-badge.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageKey } from '../../lib/problem-messages.ts';

/** How each application status reads at a glance. */
export const PARTICIPATION_STATUS_TONES: Record<ParticipationStatus, StatusTone> = {
  pending: 'attention',
  approved: 'positive',
  rejected: 'ended',
};

/** The limit a field code speaks of, for its sentence. */
const LIMITS: Record<string, number> = { members_over_limit: STAND_STAFF_MAX, stand_too_long: STAND_MAX, reason_too_long: DECISION_REASON_MAX };
/** Server codes worded under another key here (`…_many` would read as a plural form). */
const ALIASES: Record<string, string> = { members_too_many: 'members_over_limit' };

/**
 * Sentences of the participation area (namespace `participation`): why a role cannot be taken, and
 * the words for a refused request — the problem's own code when this area words it
 * (`problems.<code>`), else a field's validation code (`validation.<code>`, then the common one),
 * else the general sentence for its status.
 */
export function useParticipationText() {
  const { t, i18n } = useTranslation('participation');

  const blockSentence = useCallback((reason: ApplyBlock | null, role: ParticipationRole) => (reason ? t(`blocks.${role}.${reason}`) : ''), [t]);

  const problemSentence = useCallback(
    (error: unknown): string => {
      if (isApiError(error)) {
        const code = error.code;
        if (code && i18n.exists(`participation:problems.${code}`)) return t(`problems.${code}`);
        const field = error.fieldErrors[0];
        const fieldCode = field ? (ALIASES[field.code] ?? field.code) : undefined;
        if (fieldCode && i18n.exists(`participation:validation.${fieldCode}`, { count: LIMITS[fieldCode] ?? 0 }))
          return t(`validation.${fieldCode}`, { count: LIMITS[fieldCode] ?? 0 });
        if (field && i18n.exists(`common:validation.${field.code}`)) return t(`common:validation.${field.code}`);
      }
      return t(`common:${errorMessageKey(error)}`);
    },
    [t, i18n],
  );

  return { blockSentence, problemSentence };
}
