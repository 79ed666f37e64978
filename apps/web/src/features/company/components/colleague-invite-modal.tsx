import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@fairhub/shared/profile';
import { createInvitationSchema } from '@fairhub/shared/team';
import { InviteModal, type InviteDraft, type InviteValues } from '../../../components/invitations/invite-modal.tsx';
import { rolesCallerMayGive } from './team-rules.ts';

interface ColleagueInviteModalProps {
  draft: InviteDraft<CompanyRole> | null;
  callerRole: CompanyRole;
  onSubmit: (values: InviteValues<CompanyRole>) => void;
  onClose: () => void;
}

/** "Invite a colleague": e-mail and role. The list shows the invitation as soon as it is sent. */
export function ColleagueInviteModal({ callerRole, ...props }: ColleagueInviteModalProps) {
  const { t } = useTranslation('company');
  const roleOptions = rolesCallerMayGive(callerRole).map((role) => ({ value: role, label: t(`roles.${role}`) }));
  return (
    <InviteModal
      {...props}
      schema={createInvitationSchema}
      texts={{ title: t('invitations.modalTitle'), intro: t('invitations.modalIntro'), email: t('invitations.email'), send: t('invitations.send') }}
      renderRole={(field, error) => (
        <Select
          label={t('invitations.role')}
          description={t('invitations.roleHint')}
          data={roleOptions}
          allowDeselect={false}
          value={field.value}
          onChange={(role) => field.onChange(role ?? 'member')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={error}
          comboboxProps={{ withinPortal: false }}
        />
      )}
    />
  );
}
