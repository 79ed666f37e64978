import { useState } from 'react';
import { Box, Button, Grid, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PARTICIPANT_SORTS,
  participantListQuerySchema,
  type Decision,
  type Participant,
  type ParticipantListQuery,
  type ParticipantSort,
} from '@fairhub/shared/participation';
import { PARTICIPATION_ROLES, PARTICIPATION_STATUSES, type ParticipationRole, type ParticipationStatus } from '@fairhub/shared/statuses';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { ResultPager } from '../../../components/catalogue/result-pager.tsx';
import { SearchField } from '../../../components/catalogue/search-field.tsx';
import { DecisionModal } from '../../../components/participation/decision-modal.tsx';
import { useParticipationText } from '../../../components/participation/participation-text.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { isLanguage } from '../../../lib/language.ts';
import { notify } from '../../../lib/toasts.ts';
import { useListQuery, type ListQueryUpdate } from '../../../lib/use-list-query.ts';
import { useCanMeetAt } from '../api/can-meet-at.ts';
import { useDecideParticipants, useDownloadParticipantsCsv, useParticipants, useSetStand } from '../api/participants.ts';
import { ParticipantRow, participantName } from './participant-row.tsx';

export const PARTICIPANTS_PER_PAGE = 20;
/** The list's own page size, and always JSON: what the address may not change. */
const PARTICIPANTS_FIXED = { perPage: PARTICIPANTS_PER_PAGE, format: 'json' } as const;

interface Deciding {
  decision: Decision;
  items: Participant[];
}

/**
 * The event's applications for the organizer: search, role and status filters, sort and pages;
 * admins select many and approve or reject them with an optional reason, change a decision
 * explicitly and set exhibitors' stands in their rows. The CSV holds every matching application.
 * Search, filters, sort and page live in the address (the list contract, lib/use-list-query.ts), as in
 * the panel's other lists: a reload or Back keeps them.
 */
export function ParticipantsSection({ eventUid, canWrite }: { eventUid: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation('participation');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { problemSentence } = useParticipationText();
  const [filters, update] = useListQuery(participantListQuerySchema, PARTICIPANTS_FIXED);
  const query: ParticipantListQuery = {
    q: filters.q || undefined,
    role: filters.role,
    status: filters.status,
    sort: filters.sort as ParticipantSort,
    page: filters.page,
    perPage: PARTICIPANTS_PER_PAGE,
  };
  const participants = useParticipants(eventUid, query);
  const decide = useDecideParticipants(eventUid);
  const setStand = useSetStand(eventUid);
  const csv = useDownloadParticipantsCsv(eventUid);
  // Meetings at this event only for a member who takes part in it; the dialog starts at this event.
  const canMeet = useCanMeetAt(eventUid);
  const [selected, setSelected] = useState<Map<string, Participant>>(new Map());
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [standErrors, setStandErrors] = useState<Record<string, string>>({});

  const change: ListQueryUpdate<typeof participantListQuerySchema> = (patch, options) => {
    update(patch, options);
    setSelected(new Map());
  };

  const items = participants.data?.items ?? [];
  const allOnPageSelected = items.length > 0 && items.every((item) => selected.has(item.uid));

  const toggle = (participant: Participant, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(participant.uid, participant);
      else next.delete(participant.uid);
      return next;
    });

  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (checked) next.set(item.uid, item);
        else next.delete(item.uid);
      }
      return next;
    });

  const submitDecision = (reason: string | null) => {
    if (!deciding) return;
    const { decision, items: chosen } = deciding;
    const statuses = new Set(chosen.map((item) => item.status));
    const expectedStatus = statuses.size === 1 ? [...statuses][0] : undefined;
    decide.mutate(
      { uids: chosen.map((item) => item.uid), decision, reason, ...(expectedStatus ? { expectedStatus } : {}) },
      {
        onSuccess: (result) => {
          setDeciding(null);
          setSelected(new Map());
          void notify.success(t(decision === 'approve' ? 'toasts.approved' : 'toasts.rejected', { count: result.changed.length }));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'status_changed') {
            setDeciding(null);
            setSelected(new Map());
            void notify.warning(t('problems.status_changed'));
          }
        },
      },
    );
  };

  const saveStand = (participant: Participant, stand: string | null) => {
    const companyUid = participant.company?.uid;
    if (!companyUid) return;
    setStandErrors(({ [participant.uid]: _gone, ...rest }) => rest);
    setStand.mutate(
      { companyUid, stand },
      {
        onSuccess: () => void notify.success(stand ? t('toasts.standSet', { stand, company: participantName(participant) }) : t('toasts.standCleared')),
        onError: (error) => setStandErrors((current) => ({ ...current, [participant.uid]: problemSentence(error) })),
      },
    );
  };

  const download = () => {
    csv.mutate({ query, fallbackName: `participants-${eventUid}.csv` }, { onError: (error) => void notify.error(problemSentence(error)) });
  };

  const total = participants.data?.total ?? 0;
  const chosen = [...selected.values()];

  return (
    <Box component="section" aria-labelledby="event-participants-heading">
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Title order={2} fz="lg" id="event-participants-heading">
          {t('participants.title')}
        </Title>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download} loading={csv.isPending} disabled={total === 0}>
          {t('participants.csv')}
        </Button>
      </Group>
      <Box component="form" role="search" aria-label={t('participants.searchRegion')} onSubmit={(event) => event.preventDefault()} mb="md">
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SearchField
              label={t('participants.search')}
              placeholder={t('participants.searchPlaceholder')}
              value={filters.q ?? ''}
              onSearch={(q) => change({ q: q || null }, { replace: true })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
            <Select
              label={t('participants.role')}
              name="role"
              data={[{ value: 'all', label: t('participants.all') }, ...PARTICIPATION_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))]}
              value={filters.role || 'all'}
              onChange={(value) => change({ role: value && value !== 'all' ? (value as ParticipationRole) : null })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
            <Select
              label={t('participants.status')}
              name="status"
              data={[
                { value: 'all', label: t('participants.all') },
                ...PARTICIPATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
              ]}
              value={filters.status || 'all'}
              onChange={(value) => change({ status: value && value !== 'all' ? (value as ParticipationStatus) : null })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
            <Select
              label={t('participants.sort')}
              name="sort"
              data={PARTICIPANT_SORTS.map((sort) => ({ value: sort, label: t(`participants.sorts.${sort}`) }))}
              value={filters.sort}
              onChange={(value) => change({ sort: value })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          </Grid.Col>
        </Grid>
      </Box>

      {canWrite && items.length > 0 ? (
        <Group
          justify="space-between"
          gap="sm"
          mb="xs"
          p="xs"
          wrap="wrap"
          style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap="sm">
            <Button size="xs" variant="subtle" onClick={() => toggleAll(!allOnPageSelected)} aria-pressed={allOnPageSelected}>
              {allOnPageSelected ? t('participants.selectNone') : t('participants.selectPage')}
            </Button>
            <Text size="sm" role="status">
              {t('participants.selected', { count: chosen.length })}
            </Text>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              color="teal.9"
              leftSection={<IconCheck size={14} aria-hidden />}
              disabled={chosen.length === 0}
              onClick={() => setDeciding({ decision: 'approve', items: chosen })}
            >
              {t('participants.approveSelected')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              // No text colour of its own (`c`): an inline colour would beat Mantine's disabled grey, so the
              // button looked pressable with nothing selected. The theme's light variant is dark enough (AA).
              leftSection={<IconX size={14} aria-hidden />}
              disabled={chosen.length === 0}
              onClick={() => setDeciding({ decision: 'reject', items: chosen })}
            >
              {t('participants.rejectSelected')}
            </Button>
          </Group>
        </Group>
      ) : null}

      <Text role="status" fw={600} mih={24} mb="xs">
        {participants.data && total > 0 ? t('participants.count', { count: total }) : null}
      </Text>
      {participants.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('participants.loading')}>
          <Skeleton height={16} width="60%" />
          <Skeleton height={12} width="80%" />
          <Skeleton height={16} width="55%" />
        </Stack>
      ) : participants.isError ? (
        <LoadError onRetry={() => void participants.refetch()} retrying={participants.isFetching} />
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {filters.q || filters.role || filters.status ? t('participants.noneFiltered') : t('participants.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('participants.title')}>
          {items.map((participant, index) => (
            <Box key={participant.uid} component="li" style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}>
              <ParticipantRow
                participant={participant}
                language={language}
                canWrite={canWrite}
                selected={selected.has(participant.uid)}
                onSelect={(checked) => toggle(participant, checked)}
                onDecide={(decision) => setDeciding({ decision, items: [participant] })}
                stand={{
                  saving: setStand.isPending && setStand.variables?.companyUid === participant.company?.uid,
                  error: standErrors[participant.uid] ?? null,
                  onSave: (stand) => saveStand(participant, stand),
                }}
                meetingEventUid={canMeet ? eventUid : null}
              />
            </Box>
          ))}
        </Stack>
      )}
      {participants.data ? (
        <ResultPager page={filters.page} perPage={PARTICIPANTS_PER_PAGE} total={total} onChange={(page) => update({ page: page > 1 ? page : null })} />
      ) : null}

      <DecisionModal
        decision={deciding?.decision ?? null}
        names={deciding?.items.map(participantName) ?? []}
        changing={Boolean(
          deciding?.items.some((item) => item.status !== 'pending' && item.status !== (deciding.decision === 'approve' ? 'approved' : 'rejected')),
        )}
        submitting={decide.isPending}
        error={decide.error && !(isApiError(decide.error) && decide.error.code === 'status_changed') ? problemSentence(decide.error) : null}
        onSubmit={submitDecision}
        onClose={() => {
          setDeciding(null);
          decide.reset();
        }}
      />
    </Box>
  );
}
