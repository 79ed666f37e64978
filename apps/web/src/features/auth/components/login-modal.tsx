import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoginModal, type LoginView } from '../../../lib/login-modal-store.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { UnconfirmedNotice } from './unconfirmed-notice.tsx';
import { CheckInboxNotice } from './check-inbox-notice.tsx';

const TITLES: Record<LoginView, string> = {
  'sign-in': 'auth.signIn.title',
  'sign-up': 'auth.signUp.title',
  forgot: 'auth.forgot.title',
  unconfirmed: 'auth.unconfirmed.heading',
  'sign-up-done': 'auth.checkInbox.title',
  'forgot-done': 'auth.checkInbox.title',
};

function ViewBody({ view }: { view: LoginView }) {
  switch (view) {
    case 'sign-up':
      return <SignUpForm />;
    case 'forgot':
      return <ForgotPasswordForm />;
    case 'unconfirmed':
      return <UnconfirmedNotice />;
    case 'sign-up-done':
      return <CheckInboxNotice kind="sign-up" />;
    case 'forgot-done':
      return <CheckInboxNotice kind="forgot" />;
    default:
      return <SignInForm />;
  }
}

/** The general header's login modal: sign in, sign up and forgotten password, one view at a time. */
export function LoginModal() {
  const { t } = useTranslation();
  const { opened, view, close } = useLoginModal();
  return (
    <Modal opened={opened} onClose={close} title={t(TITLES[view])} centered size="md" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <ViewBody key={view} view={view} />
    </Modal>
  );
}
