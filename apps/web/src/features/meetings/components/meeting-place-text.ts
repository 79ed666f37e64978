import { useTranslation } from 'react-i18next';
import type { Meeting } from '@fairhub/shared/meetings';

/**
 * Where a meeting is, in a few words (a calendar block and its name): table N, or a table whose
 * number is given on acceptance (a requested one), the stand, or online.
 */
export function useMeetingPlaceText(): (meeting: Pick<Meeting, 'place' | 'tableNumber' | 'stand'>) => string {
  const { t } = useTranslation('meetings');
  return (meeting) => {
    if (meeting.place === 'table') return meeting.tableNumber !== null ? t('place.tableN', { number: meeting.tableNumber }) : t('place.tableOnAcceptance');
    if (meeting.place === 'stand') return meeting.stand ? t('place.standX', { stand: meeting.stand }) : t('place.stand');
    return t('place.online');
  };
}
