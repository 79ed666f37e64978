import { Anchor, Checkbox, PasswordInput, SimpleGrid, TextInput, type CheckboxProps, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_MIN } from '@fairhub/shared/validation';
import { paths } from '../../../lib/paths.ts';

/** The account's e-mail address, focused first when the form opens. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required data-autofocus {...props} />;
}

/** First and last name side by side (stacked on phones). */
export function NameFields({ firstName, lastName }: { firstName: TextInputProps; lastName: TextInputProps }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
      <TextInput label={t('auth.fields.firstName')} autoComplete="given-name" required {...firstName} />
      <TextInput label={t('auth.fields.lastName')} autoComplete="family-name" required {...lastName} />
    </SimpleGrid>
  );
}

/** A password being chosen: the rule is shown under the label and password managers may suggest one. */
export function NewPasswordInput({ label, ...props }: PasswordInputProps & { label?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={label ?? t('auth.fields.password')}
      description={t('auth.fields.passwordHint', { min: PASSWORD_MIN })}
      autoComplete="new-password"
      required
      visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
      {...props}
    />
  );
}

/** The chosen password once more, to catch a typo. */
export function RepeatPasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('auth.fields.repeatPassword')}
      autoComplete="new-password"
      required
      visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
      {...props}
    />
  );
}

/** "I accept the terms and the privacy policy", with both linked; `onLinkClick` lets a modal close first. */
export function AcceptTermsCheckbox({ onLinkClick, ...props }: CheckboxProps & { onLinkClick?: () => void }) {
  return (
    <Checkbox
      required
      label={
        <Trans
          i18nKey="auth.fields.acceptTerms"
          components={{
            terms: <Anchor component={Link} to={paths.terms} onClick={onLinkClick} inherit />,
            policy: <Anchor component={Link} to={paths.policy} onClick={onLinkClick} inherit />,
          }}
        />
      }
      {...props}
    />
  );
}
