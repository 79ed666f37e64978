import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountDeleted } from '@fairhub/shared/settings';
import { logout } from '../../lib/session-actions.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { notify } from '../../lib/toasts.ts';
import { DeleteAccountModal } from './delete-account-modal.tsx';

/**
 * "Delete my account": the company rules when the user has one, and the dialog that asks for the
 * password. After the deletion the token is gone with the account, so the session is cleared without
 * a logout request; the user lands on the home page.
 */
export function DeleteAccountButton() {
  const { t } = useTranslation('account');
  const company = useSessionStore((state) => state.user.userData?.company ?? null);
  const [opened, setOpened] = useState(false);

  const companyNotes = company
    ? [...(company.role === 'owner' ? [t('delete.ownerNote', { company: company.name })] : []), t('delete.companyNote', { company: company.name })]
    : [];

  const onDeleted = async ({ companyDeleted }: AccountDeleted) => {
    const goodbye = companyDeleted && company ? t('delete.doneWithCompany', { company: company.name }) : t('delete.done');
    setOpened(false);
    await logout({ revokeToken: false });
    void notify.success(goodbye);
  };

  return (
    <>
      {companyNotes.map((note) => (
        <Text key={note} size="sm">
          {note}
        </Text>
      ))}
      <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setOpened(true)} w={{ base: '100%', xs: 'fit-content' }}>
        {t('delete.open')}
      </Button>
      <DeleteAccountModal opened={opened} onClose={() => setOpened(false)} onDeleted={onDeleted} companyNotes={companyNotes} />
    </>
  );
}
