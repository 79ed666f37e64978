import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nameSchema, passwordSchema, PASSWORD_MIN } from '@fairhub/shared/validation';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

const accountSchema = z
  .object({
    email: z.string(),
    firstName: nameSchema,
    lastName: nameSchema,
    password: passwordSchema,
    acceptTerms: z.literal(true, { error: 'terms_required' }),
  })
  .refine((values) => values.password.trim().toLowerCase() !== values.email.toLowerCase(), {
    path: ['password'],
    error: 'password_equals_email',
  });
type AccountValues = z.input<typeof accountSchema>;
const FIELDS = ['firstName', 'lastName', 'password', 'acceptTerms'] as const;

/**
 * The invitee's new account: the e-mail is proven by the link, so only names and a password.
 * `onDone` gets the password, so the page can log the new member straight in.
 */
export function InvitationAccountForm({ token, email, onDone }: { token: string; email: string; onDone: (password: string) => void }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const accept = useAcceptInvitation();
  const form = useForm<AccountValues, unknown, z.output<typeof accountSchema>>({
    resolver: zodResolver(accountSchema),
    defaultValues: { email, firstName: '', lastName: '', password: '', acceptTerms: false as unknown as true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ firstName, lastName, password, acceptTerms }) => {
    accept.mutate(
      { token, account: { firstName, lastName, password, acceptTerms } },
      { onSuccess: () => onDone(password), onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError) },
    );
  });

  const failure = accept.error && !(isApiError(accept.error) && accept.error.fieldErrors.length) ? t(errorMessageKey(accept.error)) : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput label={t('auth.fields.email')} value={email} readOnly autoComplete="email" description={t('auth.invitation.emailFixed')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
          <TextInput label={t('auth.fields.firstName')} autoComplete="given-name" required error={message(errors.firstName?.message)} {...form.register('firstName')} />
          <TextInput label={t('auth.fields.lastName')} autoComplete="family-name" required error={message(errors.lastName?.message)} {...form.register('lastName')} />
        </SimpleGrid>
        <PasswordInput
          label={t('auth.fields.password')}
          description={t('auth.fields.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          required
          error={message(errors.password?.message)}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
          {...form.register('password')}
        />
        <Checkbox
          required
          error={message(errors.acceptTerms?.message)}
          label={
            <Trans
              i18nKey="auth.fields.acceptTerms"
              components={{ terms: <Anchor component={Link} to={paths.terms} inherit />, policy: <Anchor component={Link} to={paths.policy} inherit /> }}
            />
          }
          {...form.register('acceptTerms')}
        />
        <Button type="submit" loading={accept.isPending} w={{ base: '100%', xs: 'fit-content' }}>
          {t('auth.invitation.createAccount')}
        </Button>
      </Stack>
    </form>
  );
}
