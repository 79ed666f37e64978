import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@fairhub/shared/meetings';

/** Where a meeting takes place: table N (or "assigned on acceptance"), the stand, or the online link. */
export function MeetingPlace({ meeting }: { meeting: Pick<Meeting, 'place' | 'tableNumber' | 'stand' | 'onlineUrl'> }) {
  const { t } = useTranslation('meetings');
  if (meeting.place === 'table') {
    return <Text size="sm">{meeting.tableNumber !== null ? t('place.tableN', { number: meeting.tableNumber }) : t('place.tableLater')}</Text>;
  }
  if (meeting.place === 'stand') return <Text size="sm">{meeting.stand ? t('place.standX', { stand: meeting.stand }) : t('place.stand')}</Text>;
  return (
    <Text size="sm">
      {t('place.online')}
      {meeting.onlineUrl ? (
        <>
          {': '}
          <Anchor href={meeting.onlineUrl} target="_blank" rel="noopener noreferrer" c="blue.8" style={{ overflowWrap: 'anywhere' }}>
            {meeting.onlineUrl}
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}
