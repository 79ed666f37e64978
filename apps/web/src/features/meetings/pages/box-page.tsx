import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useMeetingBox } from '../api/meetings.ts';
import { MeetingList } from '../components/meeting-list.tsx';

const SENT_FILTERS = ['all', 'requested', 'accepted', 'declined', 'cancelled', 'expired'] as const;

/** /panel/meetings/requests: requests sent to the caller still waiting for an answer, soonest first. */
export function RequestsPage() {
  const { t } = useTranslation('meetings');
  const requests = useMeetingBox('requests');
  return (
    <MeetingList
      query={requests}
      showStatus={false}
      empty={{
        title: t('requests.emptyTitle'),
        text: t('requests.emptyText'),
        action: (
          <Button component={Link} to={paths['panel_meetings-availability']} variant="light">
            {t('requests.emptyAction')}
          </Button>
        ),
      }}
    />
  );
}

/** /panel/meetings/sent: the caller's requests, newest first; a declined one offers other slots to re-book in one click. */
export function SentPage() {
  const { t } = useTranslation('meetings');
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = (SENT_FILTERS as readonly string[]).includes(asked ?? '') ? (asked as (typeof SENT_FILTERS)[number]) : 'all';
  const sent = useMeetingBox('sent', status === 'all' ? {} : { status });
  return (
    <>
      <Group mb="md">
        <Select
          label={t('sent.filter')}
          value={status}
          onChange={(value) => setParams(!value || value === 'all' ? new URLSearchParams() : new URLSearchParams({ status: value }), { replace: true })}
          data={SENT_FILTERS.map((value) => ({ value, label: value === 'all' ? t('sent.all') : t(`status.${value}`) }))}
          allowDeselect={false}
          w={260}
        />
      </Group>
      <MeetingList
        query={sent}
        empty={{
          title: status === 'all' ? t('sent.emptyTitle') : t('sent.emptyFiltered'),
          text: t('sent.emptyText'),
          action: (
            <Button component={Link} to={paths.events} variant="light">
              {t('sent.emptyAction')}
            </Button>
          ),
        }}
      />
    </>
  );
}
