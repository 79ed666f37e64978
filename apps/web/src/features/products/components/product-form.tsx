import { useState } from 'react';
import { Anchor, Button, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_IMAGES_MAX, type Product } from '@fairhub/shared/products';
import { CODES_MAX } from '@fairhub/shared/panel-fields';
import { PRODUCT_STATUSES } from '@fairhub/shared/statuses';
import { publicPaths } from '@fairhub/shared/public-paths';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { CodeMultiSelect } from '../../../components/forms/code-multi-select.tsx';
import { ImageListUpload } from '../../../components/forms/image-list-upload.tsx';
import { UnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { DeleteAndBackButtons } from '../../../components/panel/delete-and-back-buttons.tsx';
import { PanelFormLayout } from '../../../components/panel/panel-form-layout.tsx';
import { PanelFormSection } from '../../../components/panel/panel-form-section.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { pendingUid } from '../../../lib/optimistic-list.ts';
import { paths } from '../../../lib/paths.ts';
import { selectCompanyUid, useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
import { useLeaveAfterRender } from '../../../lib/use-leave-after-render.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useCreateProduct, useDeleteProduct, useUpdateProduct } from '../api/products.ts';
import { currencyOptions } from './currency-options.ts';
import { formValuesOf, PRODUCT_FORM_FIELDS, productFormSchema, productInputOf, productPreviewOf, type ProductFormValues } from './product-form-values.ts';

/**
 * The product form (`/panel/products/new` or `/panel/products/{uid}`). Server errors land on their
 * fields; leaving with unsaved changes asks first; lists in the cache change at once.
 */
export function ProductForm({ product }: { product: Product | null }) {
  const { t, i18n } = useTranslation('products');
  const message = useValidationMessage();
  const companyUid = useSessionStore(selectCompanyUid);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { leaving, leave } = useLeaveAfterRender();
  const form = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: formValuesOf(product) });
  const { errors, isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  const saving = create.isPending || update.isPending;
  const currency = useWatch({ control: form.control, name: 'currency' });
  const status = useWatch({ control: form.control, name: 'status' });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = productInputOf(values);
    try {
      if (product) {
        const saved = await update.mutateAsync({ input, preview: productPreviewOf(values, product, product.uid) });
        form.reset(formValuesOf(saved));
        void notify.success(t('toasts.saved', { name: saved.name }));
      } else {
        const created = await create.mutateAsync({ input, preview: productPreviewOf(values, null, pendingUid()) });
        form.reset(formValuesOf(created));
        void notify.success(t('toasts.created', { name: created.name }));
        leave(paths['panel_product-form'](created.uid), { replace: true });
      }
    } catch (error) {
      applyServerFieldErrors(error, PRODUCT_FORM_FIELDS, form.setError);
    }
  });

  const confirmDelete = () => {
    setConfirmingDelete(false);
    if (!product) return;
    // The lists already lack it: go there at once; a refusal puts it back with an error toast.
    void remove.mutateAsync(product.uid).then(
      () => notify.success(t('toasts.deleted', { name: product.name })),
      () => undefined,
    );
    leave(paths.panel_products);
  };

  const failure = create.error ?? update.error;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={product ? t('form.editLabel', { name: product.name }) : t('form.newLabel')}>
      <UnsavedChangesGuard when={isDirty && !isSubmitSuccessful && !leaving} />
      <PanelFormLayout
        asideHeadingId="product-status-heading"
        aside={
          <>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Radio.Group
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  name={field.name}
                  label={
                    <Title order={2} size="h4" id="product-status-heading" component="span">
                      {t('form.statusTitle')}
                    </Title>
                  }
                  error={message(errors.status?.message)}
                >
                  <Stack gap="xs" mt="xs">
                    {PRODUCT_STATUSES.map((value) => (
                      <Radio.Card key={value} value={value} radius="md" p="sm">
                        <Group wrap="nowrap" align="flex-start" gap="sm">
                          <Radio.Indicator mt={2} />
                          <div>
                            <Text fw={600}>{t(`status.${value}`)}</Text>
                            <Text size="sm" c="dimmed">
                              {t(`form.statusHint.${value}`)}
                            </Text>
                          </div>
                        </Group>
                      </Radio.Card>
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
            {product?.status === 'published' && status === 'published' && companyUid ? (
              <Anchor component={Link} to={publicPaths.organizer(companyUid)} size="sm" c="blue.8" target="_blank">
                <Group gap={4} component="span" wrap="nowrap">
                  {t('form.viewPublic')}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            ) : null}
            <Button type="submit" loading={isSubmitting || saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />} fullWidth>
              {product ? t('form.save') : t('form.create')}
            </Button>
            <DeleteAndBackButtons
              onDelete={product ? () => setConfirmingDelete(true) : undefined}
              deleteLabel={t('actions.delete')}
              backTo={paths.panel_products}
              backLabel={t('form.backToList')}
            />
          </>
        }
      >
        <FormFailure error={failure} />
        <PanelFormSection headingId="product-details-heading" title={t('form.detailsTitle')}>
          <Stack gap="md">
            <TextInput label={t('form.name')} required maxLength={200} error={message(errors.name?.message)} {...form.register('name')} />
            <Textarea
              label={t('form.description')}
              description={t('form.descriptionHint')}
              autosize
              minRows={4}
              maxRows={14}
              error={message(errors.description?.message)}
              {...form.register('description')}
            />
            <Controller
              control={form.control}
              name="codes"
              render={({ field }) => (
                <CodeMultiSelect label={t('form.codes')} value={field.value} onChange={field.onChange} max={CODES_MAX} error={message(errors.codes?.message)} />
              )}
            />
          </Stack>
        </PanelFormSection>

        <PanelFormSection headingId="product-images-heading" title={t('form.imagesTitle')}>
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <ImageListUpload
                kind="product"
                label={t('form.images')}
                value={field.value}
                onChange={field.onChange}
                max={PRODUCT_IMAGES_MAX}
                error={message(errors.images?.message)}
              />
            )}
          />
        </PanelFormSection>

        <PanelFormSection headingId="product-price-heading" title={t('form.priceTitle')} hint={t('form.priceHint')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
            <TextInput
              label={t('form.price')}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('form.pricePlaceholder')}
              error={message(errors.price?.message)}
              {...form.register('price')}
            />
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Select
                  label={t('form.currency')}
                  placeholder={t('form.currencyPlaceholder')}
                  data={currencyOptions(i18n.language, currency)}
                  searchable
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  nothingFoundMessage={t('form.currencyNone')}
                  error={message(errors.currency?.message)}
                  comboboxProps={{ withinPortal: false }}
                  clearButtonProps={{ 'aria-label': t('form.currencyClear') }}
                />
              )}
            />
          </SimpleGrid>
        </PanelFormSection>
      </PanelFormLayout>
      <ConfirmDialog
        opened={confirmingDelete}
        title={t('delete.title')}
        message={t('delete.body', { name: product?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </form>
  );
}
