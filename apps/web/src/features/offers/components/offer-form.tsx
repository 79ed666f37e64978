import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconLock, IconSend } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OFFER_COUNTRIES_MAX, OFFER_TRANSITIONS, validUntilIssue, validUntilSchema, type Offer } from '@fairhub/shared/offers';
import { CODES_MAX } from '@fairhub/shared/panel-fields';
import { OFFER_KINDS, type OfferStatus } from '@fairhub/shared/statuses';
import type { Language } from '@fairhub/shared/constants';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { CodeMultiSelect } from '../../../components/forms/code-multi-select.tsx';
import { CountryMultiSelect } from '../../../components/forms/country-multi-select.tsx';
import { UnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { DeleteAndBackButtons } from '../../../components/panel/delete-and-back-buttons.tsx';
import { PanelFormLayout } from '../../../components/panel/panel-form-layout.tsx';
import { PanelFormSection } from '../../../components/panel/panel-form-section.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCountries } from '../../../lib/api/countries.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { pendingUid } from '../../../lib/optimistic-list.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toasts.ts';
import { useLeaveAfterRender } from '../../../lib/use-leave-after-render.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useCreateOffer, useDeleteOffer, useUpdateOffer } from '../api/offers.ts';
import { OfferKindIcon } from './offer-kind-icon.tsx';
import { formValuesOf, OFFER_FORM_FIELDS, offerFormSchema, offerInputOf, offerPreviewOf, type OfferFormValues } from './offer-form-values.ts';
import { OfferStatusBadge } from './offer-status-badge.tsx';
import { formatValidUntil, todayInput } from './valid-until.ts';

/** A status a user can move an offer to (`expired` only happens by itself). */
type TargetStatus = Exclude<OfferStatus, 'expired'>;

/**
 * The offer form (`/panel/offers/new` or `/panel/offers/{uid}`). Its status moves only along
 * draft → active → closed, through buttons for the moves allowed from where it is; an expired
 * offer says why and how to run it again.
 */
export function OfferForm({ offer }: { offer: Offer | null }) {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.language as Language;
  const message = useValidationMessage();
  const countries = useCountries(i18n.language);
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const remove = useDeleteOffer();
  const [confirming, setConfirming] = useState<'close' | 'delete' | null>(null);
  const { leaving, leave } = useLeaveAfterRender();
  const [statusError, setStatusError] = useState<string | undefined>();
  const form = useForm<OfferFormValues>({ resolver: zodResolver(offerFormSchema), defaultValues: formValuesOf(offer) });
  const { errors, isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  const status: OfferStatus = offer?.status ?? 'draft';
  const moves = offer ? OFFER_TRANSITIONS[offer.status] : [];

  /** Saves the fields, moving the status to `target` when given. */
  const save = (target?: TargetStatus) =>
    form.handleSubmit(async (values) => {
      setStatusError(undefined);
      const validUntil = validUntilSchema.safeParse(values.validUntil);
      const past = target === 'active' && validUntil.success ? validUntilIssue('active', validUntil.data) : undefined;
      if (past) {
        form.setError('validUntil', { type: 'publish', message: past }, { shouldFocus: true });
        return;
      }
      const input = offerInputOf(values, target);
      const nextStatus = target ?? status;
      try {
        if (offer) {
          const saved = await update.mutateAsync({ input, preview: offerPreviewOf(values, offer, offer.uid, nextStatus, countries.data ?? []) });
          form.reset(formValuesOf(saved));
          void notify.success(t(target === 'active' ? 'toasts.published' : target === 'closed' ? 'toasts.closed' : 'toasts.saved', { title: saved.title }));
        } else {
          const created = await create.mutateAsync({ input, preview: offerPreviewOf(values, null, pendingUid(), nextStatus, countries.data ?? []) });
          form.reset(formValuesOf(created));
          void notify.success(t(created.status === 'active' ? 'toasts.published' : 'toasts.createdDraft', { title: created.title }));
          leave(paths['panel_offer-form'](created.uid), { replace: true });
        }
      } catch (error) {
        applyServerFieldErrors(error, OFFER_FORM_FIELDS, form.setError);
        const onStatus = isApiError(error) ? error.fieldErrors.find((fieldError) => fieldError.field === 'status') : undefined;
        if (onStatus) setStatusError(onStatus.code);
      }
    })();

  const confirm = () => {
    const action = confirming;
    setConfirming(null);
    if (action === 'close') {
      void save('closed');
      return;
    }
    if (action !== 'delete' || !offer) return;
    void remove.mutateAsync(offer.uid).then(
      () => notify.success(t('toasts.deleted', { title: offer.title })),
      () => undefined,
    );
    leave(paths.panel_offers);
  };

  const failure = create.error ?? update.error;
  const busy = isSubmitting || create.isPending || update.isPending;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save(undefined);
      }}
      noValidate
      aria-label={offer ? t('form.editLabel', { title: offer.title }) : t('form.newLabel')}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitSuccessful && !leaving} />
      <PanelFormLayout
        asideHeadingId="offer-status-heading"
        aside={
          <>
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h4" id="offer-status-heading">
                {t('form.statusTitle')}
              </Title>
              <OfferStatusBadge status={status} size="lg" />
            </Group>
            {status === 'expired' && offer ? (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('expired.title')}>
                {offer.validUntil ? t('expired.bodyOn', { date: formatValidUntil(offer.validUntil, language) }) : t('expired.body')}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                {t(`statusHint.${status}`)}
              </Text>
            )}
            {statusError ? (
              <Text size="sm" c="red.9" role="alert">
                {message(statusError)}
              </Text>
            ) : null}

            {offer ? (
              <>
                <Button
                  type="submit"
                  loading={busy}
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                  fullWidth
                  variant={moves.includes('active') ? 'default' : 'filled'}
                >
                  {t('form.save')}
                </Button>
                {moves.includes('active') ? (
                  <Button type="button" onClick={() => void save('active')} loading={busy} leftSection={<IconSend size={18} aria-hidden />} fullWidth>
                    {status === 'expired' ? t('actions.publishAgain') : t('actions.publish')}
                  </Button>
                ) : null}
                {moves.includes('closed') ? (
                  <Button
                    type="button"
                    variant="light"
                    color="gray"
                    onClick={() => setConfirming('close')}
                    disabled={busy}
                    leftSection={<IconLock size={18} aria-hidden />}
                    fullWidth
                  >
                    {t('actions.closeOffer')}
                  </Button>
                ) : null}
              </>
            ) : (
              <>
                <Button type="button" onClick={() => void save('active')} loading={busy} leftSection={<IconSend size={18} aria-hidden />} fullWidth>
                  {t('actions.publish')}
                </Button>
                <Button type="submit" variant="default" loading={busy} leftSection={<IconDeviceFloppy size={18} aria-hidden />} fullWidth>
                  {t('form.saveDraft')}
                </Button>
              </>
            )}
            <Text size="xs" c="dimmed">
              {offer ? t(`movesHint.${status}`) : t('movesHint.new')}
            </Text>
            <DeleteAndBackButtons
              onDelete={offer ? () => setConfirming('delete') : undefined}
              deleteLabel={t('actions.delete')}
              backTo={paths.panel_offers}
              backLabel={t('form.backToList')}
            />
          </>
        }
      >
        <FormFailure error={failure} />
        <PanelFormSection headingId="offer-kind-heading">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={field.onChange}
                name={field.name}
                label={
                  <Title order={2} size="h4" id="offer-kind-heading" component="span">
                    {t('form.kindTitle')}
                  </Title>
                }
                error={message(errors.kind?.message)}
              >
                <Stack gap="xs" mt="sm">
                  {OFFER_KINDS.map((kind) => (
                    <Radio.Card key={kind} value={kind} radius="md" p="sm">
                      <Group wrap="nowrap" align="center" gap="sm">
                        <Radio.Indicator />
                        <OfferKindIcon kind={kind} size={32} />
                        <div style={{ minWidth: 0 }}>
                          <Text fw={600}>{t(`kind.${kind}`)}</Text>
                          <Text size="sm" c="dimmed">
                            {t(`kindHint.${kind}`)}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        </PanelFormSection>

        <PanelFormSection headingId="offer-details-heading" title={t('form.detailsTitle')}>
          <Stack gap="md">
            <TextInput label={t('form.title')} required maxLength={200} error={message(errors.title?.message)} {...form.register('title')} />
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

        <PanelFormSection headingId="offer-reach-heading" title={t('form.reachTitle')}>
          <Stack gap="md">
            <Controller
              control={form.control}
              name="targetCountryIds"
              render={({ field }) => (
                <CountryMultiSelect
                  label={t('form.countries')}
                  description={t('form.countriesHint')}
                  placeholder={t('form.countriesPlaceholder')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  max={OFFER_COUNTRIES_MAX}
                  error={message(errors.targetCountryIds?.message)}
                />
              )}
            />
            <TextInput
              type="date"
              label={t('form.validUntil')}
              description={t('form.validUntilHint')}
              min={todayInput()}
              error={message(errors.validUntil?.message)}
              styles={{ wrapper: { maxWidth: 260 } }}
              {...form.register('validUntil')}
            />
          </Stack>
        </PanelFormSection>
      </PanelFormLayout>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'close' ? t('close.title') : t('delete.title')}
        message={confirming === 'close' ? t('close.body', { title: offer?.title ?? '' }) : t('delete.body', { title: offer?.title ?? '' })}
        confirmLabel={confirming === 'close' ? t('actions.closeOffer') : t('actions.delete')}
        danger={confirming === 'delete'}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
