import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createEventInvitationSchema } from '@fairhub/shared/participation';
import type { ParticipationRole } from '@fairhub/shared/statuses';
import { InviteModal, type InviteDraft, type InviteValues } from '../invitations/invite-modal.tsx';

export type EventInviteValues = InviteValues<ParticipationRole>;

/** What the modal opens with: a blank form, or the last try with the server's field errors on it. */
export type EventInviteDraft = InviteDraft<ParticipationRole>;

interface EventInviteModalProps {
  draft: EventInviteDraft | null;
  eventTitle: string;
  onSubmit: (values: EventInviteValues) => void;
  onClose: () => void;
}

/** "Invite to the event": an e-mail address and a role (exhibitor or visitor). */
export function EventInviteModal({ eventTitle, ...props }: EventInviteModalProps) {
  const { t } = useTranslation('participation');
  return (
    <InviteModal
      {...props}
      schema={createEventInvitationSchema}
      texts={{
        title: t('invitations.modalTitle'),
        intro: t('invitations.modalIntro', { title: eventTitle }),
        email: t('invitations.email'),
        send: t('invitations.send'),
      }}
      renderRole={(field, error) => (
        <Radio.Group label={t('invitations.role')} value={field.value} onChange={(value) => field.onChange(value)} name={field.name} error={error}>
          <Stack gap="xs" mt="xs">
            <Radio value="exhibitor" label={t('roles.exhibitor')} description={t('invitations.roleHint.exhibitor')} />
            <Radio value="visitor" label={t('roles.visitor')} description={t('invitations.roleHint.visitor')} />
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
