import { Button, Menu, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageKeys, startConversation } from '../lib/api/conversations.ts';
import { isApiError } from '../lib/api-error.ts';
import { useLoginModal } from '../lib/login-modal-store.ts';
import { paths } from '../lib/paths.ts';
import { errorMessageKey } from '../lib/problem-messages.ts';
import { selectCompanyUid, selectIsLoggedIn, useSessionStore } from '../lib/session-store.ts';
import { notify } from '../lib/toasts.ts';

/** The sentence for a refused start: neutral for 403 (a block is never revealed), this area's own for its limits. */
function refusalKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 403) return 'sendMessage.refused';
    if (error.code === 'conversation_limit') return 'sendMessage.limit';
    if (error.code === 'blocked_by_you') return 'sendMessage.blockedByYou';
  }
  return errorMessageKey(error);
}

interface SendMessageButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'loading'> {
  /** The person to write to. */
  personUid: string;
  /** Their name, for the button's accessible name where several stand together. */
  personName?: string;
}

/**
 * "Send a message" to a person: opens the pair's one conversation (found or started by POST
 * conversations) in /panel/messages. Signed out it opens the sign-in dialog, as other actions do;
 * without a company (no panel yet) it leads to onboarding; it is not there for oneself.
 */
export function SendMessageButton({ personUid, personName, ...buttonProps }: SendMessageButtonProps) {
  const { t } = useTranslation();
  const { signedIn, myUid, start, open } = useStartConversation();

  if (signedIn && myUid === personUid) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconMessageCircle size={18} aria-hidden />}
      {...buttonProps}
      loading={start.isPending}
      aria-label={personName ? t('sendMessage.to', { name: personName }) : undefined}
      onClick={() => open(personUid)}
    >
      {t('sendMessage.label')}
    </Button>
  );
}

/** "Send a message" to one of several people (an exhibitor's stand staff): a menu of their names; oneself is left out. */
export function SendMessageMenu({
  people,
  label,
  ...buttonProps
}: { people: { uid: string; name: string }[]; label: string } & Omit<ButtonProps, 'children' | 'onClick' | 'loading'>) {
  const { t } = useTranslation();
  const { myUid, start, open } = useStartConversation();
  const others = people.filter((person) => person.uid !== myUid);
  if (others.length === 0) return null;
  if (others.length === 1) return <SendMessageButton personUid={others[0]!.uid} personName={others[0]!.name} {...buttonProps} />;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" leftSection={<IconMessageCircle size={18} aria-hidden />} {...buttonProps} loading={start.isPending} aria-label={label}>
          {t('sendMessage.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {others.map((person) => (
          <Menu.Item key={person.uid} onClick={() => open(person.uid)}>
            {person.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function useStartConversation() {
  const { t } = useTranslation();
  const signedIn = useSessionStore(selectIsLoggedIn);
  const myUid = useSessionStore((state) => state.user.userData?.uid ?? null);
  const hasCompany = useSessionStore(selectCompanyUid) !== null;
  const openLogin = useLoginModal((state) => state.open);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (personUid: string) => startConversation(personUid),
    onSuccess: (conversation) => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
      void navigate(paths.panel_messages(conversation.uid));
    },
    onError: (error) => {
      void notify.error(t(refusalKey(error)));
    },
  });
  /** Signed out: the sign-in dialog. Without a company the panel (and so messages) is not open yet: onboarding says how. */
  const open = (personUid: string) => {
    if (!signedIn) openLogin('sign-in');
    else if (!hasCompany) {
      void notify.info(t('errors.no_company'));
      void navigate(paths.panel_onboarding);
    } else start.mutate(personUid);
  };
  return { signedIn, myUid, start, open };
}
