import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@fairhub/shared/zod';
import { passwordSchema } from '@fairhub/shared/validation';

/** A password chosen twice (reset, confirmation): the sign-up's length rule, and both typed alike. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, { path: ['repeat'], error: 'passwords_differ' });
export type NewPasswordValues = z.input<typeof newPasswordFormSchema>;

export function useNewPasswordForm() {
  return useForm<NewPasswordValues, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
  });
}
