import { lazy, Suspense, useState } from 'react';
import { Button, Menu, type ButtonProps } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { paths } from '../../lib/paths.ts';
import { selectCompanyUid, selectIsLoggedIn, useSessionStore } from '../../lib/session-store.ts';
import { notify } from '../../lib/toasts.ts';

// The dialog (and the meetings texts) load when first opened, not with every person's page.
const RequestMeetingModal = lazy(() => import('./request-meeting-modal.tsx').then((m) => ({ default: m.RequestMeetingModal })));

interface RequestMeetingButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  personUid: string;
  personName: string;
  /** The event to start with, when the button stands at one (an event's participants, a conversation). */
  eventUid?: string | null;
}

function useRequestMeeting() {
  const { t } = useTranslation();
  const signedIn = useSessionStore(selectIsLoggedIn);
  const myUid = useSessionStore((state) => state.user.userData?.uid ?? null);
  const hasCompany = useSessionStore(selectCompanyUid) !== null;
  const openLogin = useLoginModal((state) => state.open);
  const navigate = useNavigate();
  const [person, setPerson] = useState<{ uid: string; name: string } | null>(null);
  /** Signed out: the sign-in dialog. Without a company the panel is not open yet: onboarding says how. */
  const open = (uid: string, name: string) => {
    if (!signedIn) openLogin('sign-in');
    else if (!hasCompany) {
      void notify.info(t('errors.no_company'));
      void navigate(paths.panel_onboarding);
    } else setPerson({ uid, name });
  };
  return { signedIn, myUid, person, open, close: () => setPerson(null) };
}

function Dialog({ person, eventUid, onClose }: { person: { uid: string; name: string } | null; eventUid?: string | null; onClose: () => void }) {
  if (!person) return null;
  return (
    <Suspense fallback={null}>
      <RequestMeetingModal opened personUid={person.uid} personName={person.name} eventUid={eventUid} onClose={onClose} />
    </Suspense>
  );
}

/** "Request a meeting" with a person: the dialog picks the event, a slot free for both, the place and an agenda. Not there for oneself. */
export function RequestMeetingButton({ personUid, personName, eventUid, ...buttonProps }: RequestMeetingButtonProps) {
  const { t } = useTranslation();
  const { signedIn, myUid, person, open, close } = useRequestMeeting();
  if (signedIn && myUid === personUid) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        {...buttonProps}
        aria-label={t('requestMeeting.to', { name: personName })}
        onClick={() => open(personUid, personName)}
      >
        {t('requestMeeting.label')}
      </Button>
      <Dialog person={person} eventUid={eventUid} onClose={close} />
    </>
  );
}

/** "Request a meeting" with one of several people (an exhibitor's stand staff): a menu of their names; oneself left out. */
export function RequestMeetingMenu({
  people,
  label,
  eventUid,
  ...buttonProps
}: { people: { uid: string; name: string }[]; label: string; eventUid?: string | null } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const { t } = useTranslation();
  const { myUid, person, open, close } = useRequestMeeting();
  const others = people.filter((item) => item.uid !== myUid);
  if (others.length === 0) return null;
  if (others.length === 1) return <RequestMeetingButton personUid={others[0]!.uid} personName={others[0]!.name} eventUid={eventUid} {...buttonProps} />;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconCalendarPlus size={18} aria-hidden />} {...buttonProps} aria-label={label}>
            {t('requestMeeting.label')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {others.map((item) => (
            <Menu.Item key={item.uid} onClick={() => open(item.uid, item.name)}>
              {item.name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Dialog person={person} eventUid={eventUid} onClose={close} />
    </>
  );
}
