import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@fairhub/shared/zod';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountDeletionSchema, type AccountDeleted } from '@fairhub/shared/settings';
import { useDeleteAccount } from '../../lib/api/account.ts';
import { FormFailure } from '../form-failure.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { errorMessageKey } from '../../lib/problem-messages.ts';
import { useValidationMessage } from '../../lib/use-validation-message.ts';

type DeletionValues = z.input<typeof accountDeletionSchema>;

interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
  onDeleted: (answer: AccountDeleted) => Promise<void> | void;
  /** Said when the user belongs to a company: the owner rule and the last member rule. */
  companyNotes: string[];
}

/** Asks for the password and says what deleting the account does; the server's refusal (422) is shown as it words it. */
export function DeleteAccountModal({ opened, onClose, onDeleted, companyNotes }: DeleteAccountModalProps) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const message = useValidationMessage();
  const remove = useDeleteAccount();
  const form = useForm<DeletionValues, unknown, z.output<typeof accountDeletionSchema>>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const refusal = isApiError(remove.error) && remove.error.status === 422 ? remove.error : null;

  const close = () => {
    if (isSubmitting) return;
    form.reset();
    remove.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await remove.mutateAsync(values);
      await onDeleted(answer);
    } catch (error) {
      applyServerFieldErrors(error, ['password'], form.setError);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('delete.modalTitle')} centered closeButtonProps={{ 'aria-label': tCommon('common.close') }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('delete.whatHappens')}
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('delete.happens1')}</List.Item>
              <List.Item>{t('delete.happens2')}</List.Item>
              {companyNotes.map((note) => (
                <List.Item key={note}>{note}</List.Item>
              ))}
              <List.Item>{t('delete.happens3')}</List.Item>
            </List>
          </Stack>
          {refusal ? (
            <Alert color="red" role="alert" title={t('delete.cannotTitle')}>
              {refusal.code === 'owner_must_hand_over' ? t('delete.ownerMustHandOver') : refusal.problem?.detail || tCommon(errorMessageKey(refusal))}
            </Alert>
          ) : (
            <FormFailure error={remove.error} />
          )}
          <PasswordInput
            label={t('delete.password')}
            description={t('delete.passwordHint')}
            autoComplete="current-password"
            required
            error={message(errors.password?.message)}
            visibilityToggleButtonProps={{ 'aria-label': tCommon('auth.fields.togglePassword') }}
            data-autofocus
            {...form.register('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              {tCommon('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
