import { useState } from 'react';
import { Badge, Button, Group, ScrollArea, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import { MEETING_STATUSES } from '@fairhub/shared/statuses';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { ListRowsSkeleton } from '../../../components/panel/list-rows-skeleton.tsx';
import { PhoneBlock, PhoneBlocks } from '../../../components/panel/phone-blocks.tsx';
import { StatusBadge } from '../../../components/panel/status-badge.tsx';
import { clockIn, dayLabelIn } from '../../../components/meetings/meeting-time.ts';
import { useMeetingsLive, useOrganizerMeetings } from '../api/meetings.ts';
import { STATUS_TONES, usePersonName } from './meeting-card.tsx';

const SHOWN = 50;

/**
 * Under a saved event on its form (/panel/events/{uid}): the event's meetings by status, and per
 * slot with accepted table meetings how many tables are used and free (GET events/mine/{uid}/meetings).
 */
export function OrganizerMeetingsSection({ eventUid }: { eventUid: string }) {
  const { t, i18n } = useTranslation('meetings');
  const language = i18n.language as Language;
  const meetings = useOrganizerMeetings(eventUid);
  const personName = usePersonName();
  const [status, setStatus] = useState<string>('all');
  const [all, setAll] = useState(false);
  useMeetingsLive();

  let body;
  if (meetings.isPending) body = <ListRowsSkeleton />;
  else if (meetings.isError) body = <LoadError onRetry={() => void meetings.refetch()} retrying={meetings.isFetching} />;
  else {
    const data = meetings.data;
    const zone = data.timeZone;
    const total = Object.values(data.counts).reduce((sum, count) => sum + count, 0);
    const items = data.items.filter((item) => status === 'all' || item.status === status);
    const shown = all ? items : items.slice(0, SHOWN);
    const when = (startsAt: string, endsAt: string) =>
      `${dayLabelIn(startsAt, zone, language)}, ${clockIn(startsAt, zone, language)}–${clockIn(endsAt, zone, language)}`;
    const who = (person: (typeof items)[number]['requester']) => `${personName(person)}${person.company ? ` (${person.company.name})` : ''}`;
    const where = (item: (typeof items)[number]) =>
      item.place === 'table' ? (item.tableNumber !== null ? t('place.tableN', { number: item.tableNumber }) : t('place.table')) : t(`place.${item.place}`);
    body =
      total === 0 ? (
        <Text c="gray.7">{t('organizer.empty')}</Text>
      ) : (
        <Stack gap="lg">
          <Group gap="xs" aria-label={t('organizer.counts')} role="list">
            {MEETING_STATUSES.map((name) => (
              <Badge key={name} role="listitem" variant="light" color="gray" tt="none" size="lg">
                {t(`status.${name}`)}: {data.counts[name] ?? 0}
              </Badge>
            ))}
          </Group>
          <div>
            <Title order={3} fz="md" mb="xs">
              {t('organizer.tablePlan', { tables: data.tables })}
            </Title>
            {data.tablePlan.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('organizer.noTables')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={360} type="auto">
                <Table striped withTableBorder fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('organizer.slot')}</Table.Th>
                      <Table.Th scope="col">{t('organizer.used')}</Table.Th>
                      <Table.Th scope="col">{t('organizer.free')}</Table.Th>
                      <Table.Th scope="col">{t('organizer.tables')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.tablePlan.map((slot) => (
                      <Table.Tr key={slot.startsAt}>
                        <Table.Td>{when(slot.startsAt, slot.endsAt)}</Table.Td>
                        <Table.Td>{slot.used}</Table.Td>
                        <Table.Td>{slot.free}</Table.Td>
                        <Table.Td>{slot.tables.join(', ')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </div>
          <div>
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Title order={3} fz="md">
                {t('organizer.list')}
              </Title>
              <SegmentedControl
                size="xs"
                aria-label={t('organizer.filter')}
                value={status}
                onChange={setStatus}
                data={[{ value: 'all', label: t('sent.all') }, ...MEETING_STATUSES.map((name) => ({ value: name, label: t(`status.${name}`) }))]}
                style={{ flexWrap: 'wrap' }}
              />
            </Group>
            {shown.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('organizer.noneWithStatus')}
              </Text>
            ) : (
              <>
                {/* Five columns do not fit a phone: below `sm` each meeting is a block of its own (only one of the two is ever displayed). */}
                <Table.ScrollContainer minWidth={560} visibleFrom="sm" data-testid="organizer-meetings-table">
                  <Table withTableBorder fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('organizer.when')}</Table.Th>
                        <Table.Th scope="col">{t('organizer.requester')}</Table.Th>
                        <Table.Th scope="col">{t('organizer.invitee')}</Table.Th>
                        <Table.Th scope="col">{t('organizer.where')}</Table.Th>
                        <Table.Th scope="col">{t('organizer.status')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {shown.map((item) => (
                        <Table.Tr key={item.uid}>
                          <Table.Td>{when(item.startsAt, item.endsAt)}</Table.Td>
                          <Table.Td>{who(item.requester)}</Table.Td>
                          <Table.Td>{who(item.invitee)}</Table.Td>
                          <Table.Td>{where(item)}</Table.Td>
                          <Table.Td>
                            <StatusBadge tone={STATUS_TONES[item.status]} label={t(`status.${item.status}`)} size="sm" />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <PhoneBlocks hiddenFrom="sm" label={t('organizer.list')} testId="organizer-meetings-list">
                  {shown.map((item) => (
                    <PhoneBlock key={item.uid}>
                      <Group justify="space-between" gap="xs" wrap="wrap">
                        <Text size="sm" fw={600}>
                          {when(item.startsAt, item.endsAt)}
                        </Text>
                        <StatusBadge tone={STATUS_TONES[item.status]} label={t(`status.${item.status}`)} size="sm" />
                      </Group>
                      <Stack component="dl" gap={2} m={0} mt={4}>
                        {[
                          [t('organizer.requester'), who(item.requester)],
                          [t('organizer.invitee'), who(item.invitee)],
                          [t('organizer.where'), where(item)],
                        ].map(([term, value]) => (
                          <div key={term}>
                            <Text component="dt" size="xs" c="gray.7">
                              {term}
                            </Text>
                            <Text component="dd" size="sm" m={0}>
                              {value}
                            </Text>
                          </div>
                        ))}
                      </Stack>
                    </PhoneBlock>
                  ))}
                </PhoneBlocks>
              </>
            )}
            {!all && items.length > SHOWN ? (
              <Button variant="subtle" mt="xs" onClick={() => setAll(true)}>
                {t('organizer.showAll', { count: items.length })}
              </Button>
            ) : null}
          </div>
        </Stack>
      );
  }

  return (
    <section aria-labelledby="event-meetings">
      <Title order={2} fz="xl" id="event-meetings" mb="xs">
        {t('organizer.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('organizer.intro')}
      </Text>
      {body}
    </section>
  );
}
