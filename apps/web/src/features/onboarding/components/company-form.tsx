import { useForm } from 'react-hook-form';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_FORM_FIELDS,
  emptyCompanyFormValues,
  toCreateCompanyBody,
  type CompanyFormOutput,
  type CompanyFormValues,
} from '../../../components/company-profile/company-form-values.ts';
import { useCompanyFormResolver } from '../../../components/company-profile/use-company-form-resolver.ts';
import { CompanyProfileFields } from '../../../components/company-profile/company-profile-fields.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useCreateCompany } from '../api/companies.ts';

/** Onboarding's company form: the whole profile at once; server errors land on their fields. */
export function CompanyForm({ onCreated }: { onCreated: () => Promise<void> | void }) {
  const { t } = useTranslation('company');
  const create = useCreateCompany();
  const resolver = useCompanyFormResolver();
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({ resolver, defaultValues: emptyCompanyFormValues() });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(toCreateCompanyBody(values));
      await onCreated();
    } catch (error) {
      applyServerFieldErrors(error, COMPANY_FORM_FIELDS, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('onboarding.formTitle')}>
      <Stack gap="md">
        <FormFailure error={create.error} />
        <CompanyProfileFields form={form} />
        <Button type="submit" loading={isSubmitting} w={{ base: '100%', xs: 'fit-content' }}>
          {t('onboarding.submit')}
        </Button>
      </Stack>
    </form>
  );
}
