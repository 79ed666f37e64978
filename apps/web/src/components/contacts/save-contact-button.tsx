import { Button, type ButtonProps } from '@mantine/core';
import { IconAddressBook, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContactOfPerson, useSavePerson } from '../../lib/api/contacts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { paths } from '../../lib/paths.ts';
import { errorMessageKey } from '../../lib/problem-messages.ts';
import { selectCompanyUid, selectIsLoggedIn, useSessionStore } from '../../lib/session-store.ts';
import { notify } from '../../lib/toasts.ts';

interface SaveContactButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'loading'> {
  /** The person to save. */
  personUid: string;
  /** Their name, for the button's accessible name where several stand together (a conversation's header). */
  personName?: string;
}

/** The sentence for a refused save: the contacts' own for their limit and an unseen person, the common one otherwise. */
function refusalKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'contacts_limit') return 'saveContact.limit';
    if (error.fieldErrors.some((field) => field.code === 'person_unknown')) return 'saveContact.unknown';
  }
  return errorMessageKey(error);
}

/**
 * "Save contact" for a person (a public profile, a conversation's header): saves them to the
 * caller's private contacts with their name, company and job title (POST contacts {personUid}).
 * Once saved it becomes a link to the contacts list. Signed out it opens the sign-in dialog; it is
 * not there for oneself. Saving twice is harmless: the server answers the contact already kept.
 */
export function SaveContactButton({ personUid, personName, ...buttonProps }: SaveContactButtonProps) {
  const { t } = useTranslation();
  const signedIn = useSessionStore(selectIsLoggedIn);
  const hasCompany = useSessionStore(selectCompanyUid) !== null;
  const myUid = useSessionStore((state) => state.user.userData?.uid ?? null);
  const openLogin = useLoginModal((state) => state.open);
  const saved = useContactOfPerson(personUid, signedIn && hasCompany && myUid !== personUid);
  const save = useSavePerson();

  if (signedIn && myUid === personUid) return null;

  const contact = save.data ?? saved.data;
  if (contact) {
    return (
      <Button
        component={Link}
        to={`${paths.panel_contacts}?q=${encodeURIComponent(contact.name)}`}
        variant="default"
        leftSection={<IconCheck size={18} aria-hidden />}
        {...buttonProps}
        aria-label={personName ? t('saveContact.savedOf', { name: personName }) : undefined}
      >
        {t('saveContact.saved')}
      </Button>
    );
  }

  return (
    <Button
      variant="light"
      leftSection={<IconAddressBook size={18} aria-hidden />}
      {...buttonProps}
      loading={save.isPending || (saved.isPending && saved.fetchStatus === 'fetching')}
      aria-label={personName ? t('saveContact.labelOf', { name: personName }) : undefined}
      onClick={() => {
        if (!signedIn) {
          openLogin('sign-in');
          return;
        }
        save.mutate(personUid, {
          onSuccess: (created) => void notify.success(t('saveContact.done', { name: created.name })),
          onError: (error) => void notify.error(t(refusalKey(error))),
        });
      }}
    >
      {t('saveContact.label')}
    </Button>
  );
}
