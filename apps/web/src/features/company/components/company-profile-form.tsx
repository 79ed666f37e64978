import { useForm } from 'react-hook-form';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Company } from '@fairhub/shared/companies';
import {
  COMPANY_FORM_FIELDS,
  companyToFormValues,
  toCompanyPatch,
  type CompanyFormOutput,
  type CompanyFormValues,
} from '../../../components/company-profile/company-form-values.ts';
import { useCompanyFormResolver } from '../../../components/company-profile/use-company-form-resolver.ts';
import { CompanyProfileFields } from '../../../components/company-profile/company-profile-fields.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { UnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/toasts.ts';
import { useUpdateMyCompany } from '../api/my-company.ts';

/**
 * The company profile for owners and admins. Saving sends only what changed; the server's field
 * errors land on their fields; leaving with unsaved changes asks first.
 */
export function CompanyProfileForm({ company }: { company: Company }) {
  const { t } = useTranslation('company');
  const update = useUpdateMyCompany();
  const resolver = useCompanyFormResolver();

  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({ resolver, defaultValues: companyToFormValues(company) });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const patch = toCompanyPatch(form.formState.defaultValues as CompanyFormValues, values);
    if (Object.keys(patch).length === 0) return;
    try {
      const saved = await update.mutateAsync(patch);
      form.reset(companyToFormValues(saved));
      void notify.success(t('profile.saved'));
    } catch (error) {
      applyServerFieldErrors(error, COMPANY_FORM_FIELDS, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.formLabel')}>
      {/* Saving resets the form to the saved company, so dirty always means unsaved here. */}
      <UnsavedChangesGuard when={isDirty} />
      <Stack gap="lg">
        <FormFailure error={update.error} />
        <CompanyProfileFields form={form} />
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty} w={{ base: '100%', xs: 'fit-content' }}>
            {t('profile.save')}
          </Button>
          {isDirty ? (
            <Button variant="default" onClick={() => form.reset()} disabled={isSubmitting} w={{ base: '100%', xs: 'fit-content' }}>
              {t('profile.discard')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
