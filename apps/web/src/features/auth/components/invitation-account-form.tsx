import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@fairhub/shared/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nameSchema, passwordSchema } from '@fairhub/shared/validation';
import { useAcceptInvitation } from '../api/invitations.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { FormFailure } from '../../../components/form-failure.tsx';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { AcceptTermsCheckbox, NameFields, NewPasswordInput } from './account-fields.tsx';

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

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure error={accept.error} />
        <TextInput label={t('auth.fields.email')} value={email} readOnly autoComplete="email" description={t('auth.invitation.emailFixed')} />
        <NameFields
          firstName={{ error: message(errors.firstName?.message), ...form.register('firstName') }}
          lastName={{ error: message(errors.lastName?.message), ...form.register('lastName') }}
        />
        <NewPasswordInput error={message(errors.password?.message)} {...form.register('password')} />
        <AcceptTermsCheckbox error={message(errors.acceptTerms?.message)} {...form.register('acceptTerms')} />
        <Button type="submit" loading={accept.isPending} w={{ base: '100%', xs: 'fit-content' }}>
          {t('auth.invitation.createAccount')}
        </Button>
      </Stack>
    </form>
  );
}
