import { Controller, type UseFormReturn } from 'react-hook-form';
import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_CODES_MAX } from '@fairhub/shared/companies';
import { COMPANY_SIZE_BANDS, type CompanySizeBand } from '@fairhub/shared/statuses';
import { CodeMultiSelect } from '../forms/code-multi-select.tsx';
import { ImageUpload } from '../forms/image-upload.tsx';
import { useValidationMessage } from '../../lib/use-validation-message.ts';
import { CountrySelect } from './country-select.tsx';
import type { CompanyFormOutput, CompanyFormValues } from './company-form-values.ts';

interface CompanyProfileFieldsProps {
  form: UseFormReturn<CompanyFormValues, unknown, CompanyFormOutput>;
}

/**
 * The company profile's fields, shared by onboarding (create) and /panel/company (edit). Every
 * message, the client's and the server's, shows under its own field.
 */
export function CompanyProfileFields({ form }: CompanyProfileFieldsProps) {
  const { t } = useTranslation('company');
  const message = useValidationMessage();
  const { errors } = form.formState;
  const sizeOptions = COMPANY_SIZE_BANDS.map((band) => ({ value: band, label: t(`sizeBands.${band}`) }));

  return (
    <Stack gap="md">
      <TextInput label={t('fields.name')} autoComplete="organization" required error={message(errors.name?.message)} {...form.register('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
        <Controller
          control={form.control}
          name="countryId"
          render={({ field }) => (
            <CountrySelect
              label={t('fields.country')}
              placeholder={t('fields.countryPlaceholder')}
              nothingFound={t('fields.countryNone')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={message(errors.countryId?.message)}
            />
          )}
        />
        <TextInput label={t('fields.city')} autoComplete="address-level2" required error={message(errors.city?.message)} {...form.register('city')} />
      </SimpleGrid>
      <TextInput
        label={t('fields.address')}
        description={t('fields.addressHint')}
        autoComplete="street-address"
        error={message(errors.address?.message)}
        {...form.register('address')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
        <TextInput label={t('fields.vatId')} description={t('fields.vatIdHint')} error={message(errors.vatId?.message)} {...form.register('vatId')} />
        <TextInput
          label={t('fields.website')}
          description={t('fields.websiteHint')}
          type="url"
          autoComplete="url"
          error={message(errors.website?.message)}
          {...form.register('website')}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="sizeBand"
        render={({ field }) => (
          <Select
            label={t('fields.sizeBand')}
            placeholder={t('fields.sizeBandPlaceholder')}
            data={sizeOptions}
            clearable
            clearButtonProps={{ 'aria-label': t('fields.sizeBandClear') }}
            value={field.value}
            onChange={(value) => field.onChange((value as CompanySizeBand | null) ?? null)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={message(errors.sizeBand?.message)}
            comboboxProps={{ withinPortal: false }}
            maw={{ xs: 'calc(50% - var(--mantine-spacing-sm) / 2)' }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="codes"
        render={({ field }) => (
          <CodeMultiSelect
            label={t('fields.codes')}
            description={t('fields.codesHint', { max: COMPANY_CODES_MAX })}
            value={field.value}
            onChange={field.onChange}
            max={COMPANY_CODES_MAX}
            error={message(errors.codes?.message)}
          />
        )}
      />
      <Textarea
        label={t('fields.description')}
        description={t('fields.descriptionHint')}
        autosize
        minRows={4}
        maxRows={12}
        error={message(errors.description?.message)}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="logo"
        render={({ field }) => (
          <ImageUpload kind="logo" label={t('fields.logo')} value={field.value} onChange={field.onChange} error={message(errors.logo?.message)} />
        )}
      />
    </Stack>
  );
}
