import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createCompanySchema } from '@fairhub/shared/companies';
import { useCountries } from '../api/get-countries.ts';
import { useCreateCompany } from '../api/create-company.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { FormFailure } from '../../../components/form-failure.tsx';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

type CompanyValues = z.input<typeof createCompanySchema>;
const FIELDS = ['name', 'countryId', 'city', 'vatId', 'website', 'description'] as const;

/** Onboarding's company form; server errors land on their fields. */
export function CompanyForm({ onCreated }: { onCreated: () => Promise<void> | void }) {
  const { t, i18n } = useTranslation();
  const message = useValidationMessage();
  const countries = useCountries(i18n.language);
  const create = useCreateCompany();
  const form = useForm<CompanyValues, unknown, z.output<typeof createCompanySchema>>({
    resolver: zodResolver(createCompanySchema),
    defaultValues: { name: '', countryId: undefined as unknown as number, city: '', vatId: '', website: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      await onCreated();
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
    }
  });

  const countryOptions = (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure error={create.error} />
        <TextInput label={t('onboarding.fields.name')} autoComplete="organization" required error={message(errors.name?.message)} {...form.register('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
          <Controller
            control={form.control}
            name="countryId"
            render={({ field }) => (
              <Select
                label={t('onboarding.fields.country')}
                placeholder={countries.isPending ? t('common.loading') : t('onboarding.fields.countryPlaceholder')}
                data={countryOptions}
                searchable
                required
                nothingFoundMessage={t('onboarding.fields.countryNone')}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={countries.isError ? t(errorMessageKey(countries.error)) : message(errors.countryId?.message)}
                comboboxProps={{ withinPortal: false }}
              />
            )}
          />
          <TextInput label={t('onboarding.fields.city')} autoComplete="address-level2" required error={message(errors.city?.message)} {...form.register('city')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
          <TextInput
            label={t('onboarding.fields.vatId')}
            description={t('onboarding.fields.vatIdHint')}
            error={message(errors.vatId?.message)}
            {...form.register('vatId')}
          />
          <TextInput
            label={t('onboarding.fields.website')}
            description={t('onboarding.fields.websiteHint')}
            type="url"
            autoComplete="url"
            error={message(errors.website?.message)}
            {...form.register('website')}
          />
        </SimpleGrid>
        <Textarea
          label={t('onboarding.fields.description')}
          description={t('onboarding.fields.descriptionHint')}
          autosize
          minRows={4}
          maxRows={12}
          error={message(errors.description?.message)}
          {...form.register('description')}
        />
        <Button type="submit" loading={isSubmitting} w={{ base: '100%', xs: 'fit-content' }}>
          {t('onboarding.submit')}
        </Button>
      </Stack>
    </form>
  );
}
