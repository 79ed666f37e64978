import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ApplyAbility, ApplyInput } from '@fairhub/shared/participation';
import { STAND_STAFF_MAX } from '@fairhub/shared/participation';
import type { ParticipationRole } from '@fairhub/shared/statuses';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-text.ts';
import { useParticipationText } from './participation-text.ts';

/** A colleague who may staff the stand. */
export interface StaffCandidate {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  isYou: boolean;
}

export interface TakePartModalProps {
  opened: boolean;
  eventTitle: string;
  canApply: { visitor: ApplyAbility; exhibitor: ApplyAbility };
  /** The roles offered (both by default); accepting an exhibitor invitation offers only that one. */
  roles?: readonly ParticipationRole[];
  /** The submit button's words, when not "Apply as …" (accepting an invitation). */
  submitLabel?: string;
  /** The company's people for the staff choice (the first page for `onSearch`'s words); undefined while loading. */
  members: StaffCandidate[] | undefined;
  membersError?: boolean;
  onSearch: (text: string) => void;
  submitting: boolean;
  /** The server's refusal of the last try, worded. */
  error: string | null;
  onSubmit: (input: ApplyInput) => void;
  onClose: () => void;
}

const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

function TakePartForm({
  eventTitle,
  canApply,
  roles = ['visitor', 'exhibitor'],
  submitLabel,
  members,
  membersError,
  onSearch,
  submitting,
  error,
  onSubmit,
  onClose,
}: Omit<TakePartModalProps, 'opened'>) {
  const { t } = useTranslation('participation');
  const { blockSentence } = useParticipationText();
  const firstAllowed: ParticipationRole = roles.find((role) => canApply[role].allowed) ?? roles[0] ?? 'visitor';
  const [role, setRole] = useState<ParticipationRole>(firstAllowed);
  const [selected, setSelected] = useState<string[]>([]);
  /** Names of everyone seen in the list, so the chosen stay named while a search shows others. */
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [applied, setApplied] = useState('');
  const [membersProblem, setMembersProblem] = useState<string | null>(null);
  if (debounced.trim() !== applied) {
    setApplied(debounced.trim());
    onSearch(debounced.trim());
  }

  if (members && members.some((member) => !names.has(member.uid))) {
    const next = new Map(names);
    for (const member of members) next.set(member.uid, personName(member));
    setNames(next);
  }

  const choose = (uids: string[]) => {
    setMembersProblem(null);
    setSelected(uids);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (role === 'visitor') {
      onSubmit({ role: 'visitor' });
      return;
    }
    if (selected.length === 0) {
      setMembersProblem(t('validation.members_required'));
      return;
    }
    if (selected.length > STAND_STAFF_MAX) {
      setMembersProblem(t('validation.members_over_limit', { count: STAND_STAFF_MAX }));
      return;
    }
    onSubmit({ role: 'exhibitor', members: selected });
  };

  const option = (value: ParticipationRole) => {
    const ability = canApply[value];
    return (
      <Radio
        value={value}
        disabled={!ability.allowed}
        label={t(`takePart.as.${value}`)}
        description={ability.allowed ? t(`takePart.asHint.${value}`) : blockSentence(ability.reason, value)}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('takePart.modalIntro', { title: eventTitle })}</Text>
        <Radio.Group value={role} onChange={(value) => setRole(value as ParticipationRole)} label={t('takePart.roleLabel')} name="role">
          <Stack gap="sm" mt="xs">
            {roles.map((role) => (
              <div key={role}>{option(role)}</div>
            ))}
          </Stack>
        </Radio.Group>
        {role === 'exhibitor' ? (
          <Stack gap="xs">
            <TextInput
              type="search"
              label={t('takePart.staffSearch')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              autoComplete="off"
            />
            <Checkbox.Group
              label={t('takePart.staffLabel')}
              description={t('takePart.staffHint', { count: STAND_STAFF_MAX })}
              value={selected}
              onChange={choose}
              error={membersProblem}
            >
              {members === undefined ? (
                membersError ? (
                  <Text size="sm" c="red.8" role="alert" mt="xs">
                    {t('takePart.staffLoadFailed')}
                  </Text>
                ) : (
                  <Group gap="xs" mt="xs" role="status">
                    <Loader size="xs" aria-hidden />
                    <Text size="sm">{t('takePart.staffLoading')}</Text>
                  </Group>
                )
              ) : members.length === 0 ? (
                <Text size="sm" c="dimmed" mt="xs">
                  {t('takePart.staffNone')}
                </Text>
              ) : (
                <ScrollArea.Autosize mah={260} type="auto" mt="xs">
                  <Stack gap={8} pr="sm">
                    {members.map((member) => (
                      <Checkbox
                        key={member.uid}
                        value={member.uid}
                        label={member.isYou ? t('takePart.you', { name: personName(member) }) : personName(member)}
                        description={member.email}
                      />
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              )}
            </Checkbox.Group>
            {selected.length > 0 ? (
              <Text size="sm" role="status">
                {t('takePart.staffChosen', { count: selected.length, names: selected.map((uid) => names.get(uid) ?? uid).join(', ') })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:common.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={!canApply[role].allowed}>
            {submitLabel ?? t(`takePart.submit.${role}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Take part": as a visitor (for oneself) or as an exhibitor (for one's company, choosing the
 * colleagues who staff the stand). A role the caller may not take is shown disabled with the reason.
 */
export function TakePartModal({ opened, onClose, ...props }: TakePartModalProps) {
  const { t } = useTranslation('participation');
  return (
    <Modal opened={opened} onClose={onClose} title={t('takePart.modalTitle')} centered size="lg" closeButtonProps={{ 'aria-label': t('common:common.close') }}>
      {opened ? <TakePartForm {...props} onClose={onClose} /> : null}
    </Modal>
  );
}
