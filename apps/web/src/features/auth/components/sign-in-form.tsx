import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@fairhub/shared/zod';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { emailSchema } from '@fairhub/shared/validation';
import { useSignIn } from '../api/sign-in.ts';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { isUnconfirmedAccount } from '../../../lib/problem-messages.ts';
import { FormFailure } from '../../../components/form-failure.tsx';
import { EmailInput } from './account-fields.tsx';
import { safeReturnUrl } from '../../../lib/safe-return-url.ts';
import { notify } from '../../../lib/toasts.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'password_required' }),
});
type SignInValues = z.input<typeof signInSchema>;

export function SignInForm() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { email, setView, close } = useLoginModal();
  const signIn = useSignIn();
  const form = useForm<SignInValues, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: (profile) => {
        close();
        notify.success(t('auth.signIn.welcome', { name: profile.firstName }));
        const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
        if (returnUrl) void navigate(returnUrl, { replace: true });
      },
      onError: (error) => {
        if (isUnconfirmedAccount(error)) setView('unconfirmed', values.email);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure error={isUnconfirmedAccount(signIn.error) ? null : signIn.error} title={t('auth.signIn.failedTitle')} />
        <EmailInput withAsterisk={false} error={message(errors.email?.message)} {...form.register('email')} />
        <PasswordInput
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          error={message(errors.password?.message)}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
          {...form.register('password')}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => setView('forgot', form.getValues('email'))}>
            {t('auth.signIn.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('auth.signIn.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.signIn.noAccount')}{' '}
          <Anchor component="button" type="button" onClick={() => setView('sign-up', form.getValues('email'))}>
            {t('auth.signIn.toSignUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
