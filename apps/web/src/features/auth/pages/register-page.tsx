import { useState } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Invitation } from '@fairhub/shared/auth';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAcceptInvitation, useInvitation } from '../api/invitations.ts';
import { EventInvitationSummary } from '../components/event-invitation-summary.tsx';
import { InvitationAccountForm } from '../components/invitation-account-form.tsx';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { login, reloadProfile } from '../../../lib/session-actions.ts';
import { selectIsLoggedIn, useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
import { formatDate } from '../../../lib/dates.ts';
import { isLanguage } from '../../../lib/language.ts';

function AcceptAsSignedIn({ token, invitation }: { token: string; invitation: Invitation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const email = useSessionStore((state) => state.user.userData?.email);
  const sameAccount = email?.toLowerCase() === invitation.email.toLowerCase();

  const onAccept = () =>
    accept.mutate(
      { token },
      {
        onSuccess: async () => {
          await reloadProfile().catch(() => undefined);
          notify.success(t('auth.invitation.accepted', { company: invitation.companyName }));
          void navigate(paths.panel);
        },
      },
    );

  if (!sameAccount) {
    return (
      <Alert color="yellow" role="alert">
        {t('auth.invitation.otherAccount', { email: invitation.email, current: email ?? '' })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {accept.error ? (
        <Alert color="red" role="alert">
          {t(errorMessageKey(accept.error))}
        </Alert>
      ) : null}
      <Button onClick={onAccept} loading={accept.isPending} w="fit-content">
        {t('auth.invitation.accept', { company: invitation.companyName })}
      </Button>
    </Stack>
  );
}

/** A signed-in invitee of an event invitation accepts it in the panel ("Taking part" on /panel/events). */
function AcceptEventInPanel({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('participation');
  const email = useSessionStore((state) => state.user.userData?.email);
  if (email?.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <Alert color="yellow" role="alert">
        {t('auth.invitation.otherAccount', { email: invitation.email, current: email ?? '' })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text>{tp('register.inPanel')}</Text>
      <Button component={Link} to={paths.panel_events} w="fit-content">
        {tp('register.openPanel')}
      </Button>
    </Stack>
  );
}

/**
 * /register/{token}: an invitation to join a company, or an organizer's invitation to an event (which
 * event, as what) — a new account, or log in and accept.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const { t: tp } = useTranslation('participation');
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const openLogin = useLoginModal((state) => state.open);
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  if (invitation.isPending) {
    return (
      <PageContainer title={t('auth.invitation.title')} size="sm">
        <PageLoader />
      </PageContainer>
    );
  }

  if (invitation.isError) {
    return (
      <PageContainer title={t('auth.invitation.title')} size="sm">
        <Alert color="red" role="alert" title={t('auth.invitation.invalidTitle')}>
          {t(errorMessageKey(invitation.error))}
        </Alert>
        <Text>
          {t('auth.invitation.invalidHelp')}{' '}
          <Anchor component={Link} to={paths.home}>
            {t('notFound.home')}
          </Anchor>
        </Text>
      </PageContainer>
    );
  }

  const data = invitation.data;
  const event = data.kind === 'event' ? data.event : null;
  const title = event ? tp('register.title') : t('auth.invitation.title');

  // docs/product.md: the invitee lands in the company. The new account logs in with the password just
  // chosen and opens the panel; should that fail, the page offers the login modal instead.
  const onAccountCreated = async (password: string) => {
    try {
      await login(data.email, password);
      if (event) {
        // A visitor takes part at once; an exhibitor invitation waits for the company (onboarding first).
        notify.success(
          event.role === 'visitor' ? tp('register.acceptedVisitor', { title: event.title }) : tp('register.acceptedExhibitor', { title: event.title }),
        );
        await navigate(event.role === 'visitor' ? paths.panel_events : paths.panel_onboarding);
      } else {
        notify.success(t('auth.invitation.accepted', { company: data.companyName }));
        await navigate(paths.panel);
      }
    } catch {
      setCreated(true);
    }
  };

  return (
    <PageContainer
      title={title}
      intro={
        event
          ? tp('register.summary', {
              invitedBy: data.invitedBy,
              email: data.email,
              organizer: data.companyName,
              title: event.title,
              role: tp(`register.roleNames.${event.role}`),
            })
          : t('auth.invitation.summary', {
              invitedBy: data.invitedBy,
              email: data.email,
              company: data.companyName,
              role: t(`roles.${data.role}`),
            })
      }
      size="sm"
    >
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {event ? <EventInvitationSummary event={event} /> : null}
          {event && !data.accountExists && !created ? (
            <Text size="sm">{tp(event.role === 'visitor' ? 'register.newVisitor' : 'register.newExhibitor')}</Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('auth.invitation.expires', { date: formatDate(data.expiresAt, language) })}
          </Text>
          {created ? (
            <Stack gap="md">
              <Alert color="green" role="status" title={t('auth.invitation.createdTitle')}>
                {event ? tp('register.created', { title: event.title }) : t('auth.invitation.created', { company: data.companyName })}
              </Alert>
              <Button onClick={() => openLogin('sign-in', data.email)} w="fit-content">
                {t('auth.signIn.submit')}
              </Button>
            </Stack>
          ) : data.accountExists ? (
            loggedIn ? (
              event ? (
                <AcceptEventInPanel invitation={data} />
              ) : (
                <AcceptAsSignedIn token={token} invitation={data} />
              )
            ) : (
              <Stack gap="sm">
                <Text>{t('auth.invitation.existingAccount', { email: data.email })}</Text>
                <Button onClick={() => openLogin('sign-in', data.email)} w="fit-content">
                  {t('auth.invitation.logInToAccept')}
                </Button>
              </Stack>
            )
          ) : (
            <InvitationAccountForm token={token} email={data.email} onDone={(password) => void onAccountCreated(password)} />
          )}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
