import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconBan, IconDeviceFloppy, IconExternalLink, IconInfoCircle, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EVENT_SUMMARY_MAX, MEETING_TABLES_MAX, ONLINE_URL_MAX, type MyEvent } from '@fairhub/shared/my-events';
import type { MyVenue } from '@fairhub/shared/my-venues';
import { CODES_MAX } from '@fairhub/shared/panel-fields';
import { publicPaths } from '@fairhub/shared/public-paths';
import { EVENT_APPROVAL_MODES, MEETING_SLOT_MINUTES } from '@fairhub/shared/statuses';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CodeMultiSelect } from '../../../components/forms/code-multi-select.tsx';
import { ImageUpload } from '../../../components/forms/image-upload.tsx';
import { UnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { PanelFormLayout } from '../../../components/panel/panel-form-layout.tsx';
import { PanelFormSection } from '../../../components/panel/panel-form-section.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toasts.ts';
import { useLeaveAfterRender } from '../../../lib/use-leave-after-render.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useDeleteMyEvent, useEventStatusChange, useSaveMyEvent } from '../api/my-events.ts';
import { myVenuesQueryOptions } from '../api/my-venues.ts';
import { CancelEventModal } from './cancel-event-modal.tsx';
import { DescriptionEditor } from './description-editor.tsx';
import { EVENT_FORM_FIELDS, eventFormSchema, eventFormValuesOf, eventInputOf, type EventFormValues } from './event-form-values.ts';
import { EventStatusBadge } from './event-status-badge.tsx';
import { MeetingHourSelect } from './meeting-hour-select.tsx';
import { useProblemSentence } from './problem-sentence.ts';
import { VenueModal } from './venue-modal.tsx';
import { timeZoneChoices } from './zoned-time.ts';

/** Venues offered in the form's select: the company's, by name (the API's largest page). */
const VENUE_CHOICES_QUERY = { sort: 'name', perPage: 100 } as const;

interface EventFormProps {
  event: MyEvent | null;
  /** Admins of the organizer company write; members see the event read-only. */
  canWrite: boolean;
}

/**
 * The event form (`/panel/events/new` or `/panel/events/{uid}`): what, when (in the event's own time
 * zone), where, codes, cover, registration and meetings; then the status moves — publish, cancel with
 * a reason, delete a draft. Server errors land on their fields; leaving with unsaved changes asks first.
 */
export function EventForm({ event, canWrite }: EventFormProps) {
  const { t, i18n } = useTranslation('my-events');
  const message = useValidationMessage();
  const sentence = useProblemSentence();
  const save = useSaveMyEvent();
  const statusChange = useEventStatusChange(event?.uid ?? '');
  const remove = useDeleteMyEvent();
  const venues = useQuery(myVenuesQueryOptions(VENUE_CHOICES_QUERY, i18n.language));
  const [cancelling, setCancelling] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  /** A save refused with 422 meetings_affected: the values, and how many open meetings it would cancel. */
  const [affected, setAffected] = useState<{ values: EventFormValues; count: number } | null>(null);
  const [addingVenue, setAddingVenue] = useState<null | undefined>(undefined);
  const { leaving, leave } = useLeaveAfterRender();
  const form = useForm<EventFormValues>({ resolver: zodResolver(eventFormSchema), defaultValues: eventFormValuesOf(event) });
  const { errors, isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const editable = canWrite && (!event || event.status === 'draft' || event.status === 'published');
  const busy = isSubmitting || save.isPending || statusChange.isPending;

  const zones = useMemo(() => timeZoneChoices(timeZone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), [timeZone]);
  const venueOptions = useMemo(() => {
    const items = venues.data?.items ?? [];
    const options = items.map((venue) => ({ value: venue.uid, label: `${venue.name}, ${venue.city}` }));
    // The event's venue stays choosable even when it is past the first page of venues.
    if (event?.venue && !items.some((venue) => venue.uid === event.venue?.uid))
      options.unshift({ value: event.venue.uid, label: `${event.venue.name}, ${event.venue.city}` });
    return options;
  }, [venues.data, event]);

  /** Saves what the form holds; answers the saved event, or null when the server refused (errors then on their fields). */
  const saveValues = async (values: EventFormValues, confirmMeetingChanges = false): Promise<MyEvent | null> => {
    try {
      const input = eventInputOf(values);
      // An unchanged cover is not sent again: it may be one the catalogue set (not an upload of the company's).
      if (event && input.coverImage === (event.coverImage?.uid ?? null)) delete input.coverImage;
      const saved = await save.mutateAsync({ uid: event?.uid ?? null, input, confirmMeetingChanges });
      form.reset(eventFormValuesOf(saved));
      return saved;
    } catch (error) {
      // Fewer tables or narrower hours than open meetings use: asked before those meetings are cancelled.
      if (isApiError(error) && error.code === 'meetings_affected') {
        setAffected({ values, count: error.problem?.current?.length ?? 0 });
        return null;
      }
      if (!applyServerFieldErrors(error, EVENT_FORM_FIELDS, form.setError))
        void notify.error(`${t(event ? 'toasts.saveFailed' : 'toasts.createFailed')} ${sentence(error)}`);
      return null;
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await saveValues(values);
    if (!saved) return;
    if (event) {
      void notify.success(t('toasts.saved', { name: saved.title }));
    } else {
      void notify.success(t('toasts.created', { name: saved.title }));
      leave(paths['panel_event-form'](saved.uid), { replace: true });
    }
  });

  // Publishing saves unsaved changes first, so what is published is what the form shows.
  const onPublish = form.handleSubmit(async (values) => {
    if (!event) return;
    if (isDirty && !(await saveValues(values))) return;
    statusChange.mutate(
      { action: 'publish' },
      {
        onSuccess: (published) => {
          form.reset(eventFormValuesOf(published));
          void notify.success(t('toasts.published', { name: published.title }));
        },
      },
    );
  });

  const confirmCancel = (reason: string) => {
    if (!event) return;
    statusChange.mutate(
      { action: 'cancel', reason },
      {
        onSuccess: (cancelled) => {
          setCancelling(false);
          form.reset(eventFormValuesOf(cancelled));
          void notify.success(t('toasts.cancelled', { name: cancelled.title }));
        },
      },
    );
  };

  const confirmDelete = () => {
    setConfirmingDelete(false);
    if (!event) return;
    // The lists already lack it: go there at once; a refusal puts it back with an error toast.
    void remove.mutateAsync(event.uid).then(
      () => notify.success(t('toasts.deleted', { name: event.title })),
      () => undefined,
    );
    leave(paths.panel_events);
  };

  const status = event?.status ?? 'draft';
  const showPublic = event && event.status !== 'draft';

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={event ? t('form.editLabel', { name: event.title }) : t('form.newLabel')}>
        <UnsavedChangesGuard when={editable && isDirty && !isSubmitSuccessful && !leaving} />
        <PanelFormLayout
          asideHeadingId="event-status-heading"
          aside={
            <>
              <Title order={2} size="h4" id="event-status-heading">
                {t('form.statusTitle')}
              </Title>
              <Group gap="xs">
                <EventStatusBadge status={status} size="lg" />
              </Group>
              <Text size="sm" c="gray.7">
                {event ? t(`form.statusHint.${status}`) : t('form.statusHint.new')}
              </Text>
              {event?.status === 'cancelled' && event.cancelReason ? (
                <Text size="sm" data-testid="cancel-reason">
                  <Text span fw={600}>
                    {t('form.cancelReason')}
                  </Text>{' '}
                  {event.cancelReason}
                </Text>
              ) : null}
              {showPublic ? (
                <Anchor component={Link} to={publicPaths.event(event.uid, event.slug)} size="sm" c="blue.8" target="_blank">
                  <Group gap={4} component="span" wrap="nowrap">
                    {t('form.viewPublic')}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              ) : null}
              {editable ? (
                <Button
                  type="submit"
                  loading={isSubmitting || save.isPending}
                  disabled={statusChange.isPending}
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                  fullWidth
                >
                  {event ? t('form.save') : t('form.create')}
                </Button>
              ) : null}
              {canWrite && event?.status === 'draft' ? (
                <Button
                  variant="light"
                  color="green"
                  onClick={() => void onPublish()}
                  loading={statusChange.isPending}
                  disabled={busy && !statusChange.isPending}
                  leftSection={<IconSend size={18} aria-hidden />}
                  fullWidth
                >
                  {isDirty ? t('actions.saveAndPublish') : t('actions.publish')}
                </Button>
              ) : null}
              {canWrite && (event?.status === 'draft' || event?.status === 'published') ? (
                <Button
                  variant="light"
                  color="orange"
                  onClick={() => setCancelling(true)}
                  disabled={busy}
                  leftSection={<IconBan size={18} aria-hidden />}
                  fullWidth
                >
                  {t('actions.cancel')}
                </Button>
              ) : null}
              {canWrite && event?.status === 'draft' ? (
                <Button
                  variant="light"
                  color="red"
                  onClick={() => setConfirmingDelete(true)}
                  disabled={busy}
                  leftSection={<IconTrash size={16} aria-hidden />}
                  fullWidth
                >
                  {t('actions.deleteDraft')}
                </Button>
              ) : null}
              <Button component={Link} to={paths.panel_events} variant="default" fullWidth>
                {t('form.backToList')}
              </Button>
            </>
          }
        >
          {!canWrite ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('form.readOnly')}
            </Alert>
          ) : !editable ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('form.notEditable')}
            </Alert>
          ) : null}
          {/* A refusal that names no field (the event was cancelled meanwhile…) is said above the form, in its own words. */}
          {save.error && !(isApiError(save.error) && (save.error.fieldErrors.length > 0 || save.error.code === 'meetings_affected')) ? (
            <Alert color="red" role="alert">
              {sentence(save.error)}
            </Alert>
          ) : null}
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="lg">
              <PanelFormSection headingId="event-details-heading" title={t('form.detailsTitle')}>
                <Stack gap="md">
                  <TextInput label={t('form.title')} required maxLength={200} error={message(errors.title?.message)} {...form.register('title')} />
                  <Textarea
                    label={t('form.summary')}
                    description={t('form.summaryHint', { max: EVENT_SUMMARY_MAX })}
                    autosize
                    minRows={2}
                    maxRows={5}
                    maxLength={EVENT_SUMMARY_MAX}
                    error={message(errors.summary?.message)}
                    {...form.register('summary')}
                  />
                  <Controller
                    control={form.control}
                    name="description"
                    render={({ field }) => (
                      <DescriptionEditor
                        label={t('form.description')}
                        description={t('form.descriptionHint')}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        disabled={!editable}
                        error={message(errors.description?.message)}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="codes"
                    render={({ field }) => (
                      <CodeMultiSelect
                        label={t('form.codes')}
                        value={field.value}
                        onChange={field.onChange}
                        max={CODES_MAX}
                        disabled={!editable}
                        error={message(errors.codes?.message)}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="coverImage"
                    render={({ field }) => (
                      <ImageUpload
                        kind="event_cover"
                        label={t('form.cover')}
                        value={field.value}
                        onChange={field.onChange}
                        disabled={!editable}
                        error={message(errors.coverImage?.message)}
                      />
                    )}
                  />
                </Stack>
              </PanelFormSection>

              <PanelFormSection headingId="event-when-heading" title={t('form.whenTitle')} hint={t('form.whenHint')}>
                <Stack gap="md">
                  <Controller
                    control={form.control}
                    name="timeZone"
                    render={({ field }) => (
                      <Select
                        label={t('form.timeZone')}
                        required
                        searchable
                        data={zones}
                        value={field.value || null}
                        onChange={(zone) => field.onChange(zone ?? '')}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        name={field.name}
                        nothingFoundMessage={t('form.timeZoneNone')}
                        limit={50}
                        error={message(errors.timeZone?.message)}
                        comboboxProps={{ withinPortal: false }}
                      />
                    )}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="md">
                    <TextInput
                      type="datetime-local"
                      label={t('form.startsAt')}
                      required
                      error={message(errors.startsAt?.message)}
                      {...form.register('startsAt')}
                    />
                    <TextInput type="datetime-local" label={t('form.endsAt')} required error={message(errors.endsAt?.message)} {...form.register('endsAt')} />
                  </SimpleGrid>
                </Stack>
              </PanelFormSection>

              <PanelFormSection headingId="event-where-heading" title={t('form.whereTitle')} hint={t('form.whereHint')}>
                <Stack gap="md">
                  <Group align="flex-end" gap="sm" wrap="wrap">
                    <Controller
                      control={form.control}
                      name="venueUid"
                      render={({ field }) => (
                        <Select
                          label={t('form.venue')}
                          placeholder={venues.isPending ? t('form.venuesLoading') : venueOptions.length ? t('form.venuePlaceholder') : t('form.venueNone')}
                          data={venueOptions}
                          searchable
                          clearable
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          name={field.name}
                          nothingFoundMessage={t('form.venueNotFound')}
                          error={message(errors.venueUid?.message)}
                          comboboxProps={{ withinPortal: false }}
                          clearButtonProps={{ 'aria-label': t('form.venueClear') }}
                          style={{ flex: '1 1 16rem' }}
                        />
                      )}
                    />
                    {editable ? (
                      <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAddingVenue(null)}>
                        {t('form.addVenue')}
                      </Button>
                    ) : null}
                  </Group>
                  <TextInput
                    type="url"
                    label={t('form.onlineUrl')}
                    description={t('form.onlineUrlHint')}
                    placeholder="https://"
                    maxLength={ONLINE_URL_MAX}
                    error={message(errors.onlineUrl?.message)}
                    {...form.register('onlineUrl')}
                  />
                </Stack>
              </PanelFormSection>

              <PanelFormSection headingId="event-registration-heading" title={t('form.registrationTitle')} hint={t('form.registrationHint')}>
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="md">
                    <TextInput
                      type="datetime-local"
                      label={t('form.registrationOpensAt')}
                      error={message(errors.registrationOpensAt?.message)}
                      {...form.register('registrationOpensAt')}
                    />
                    <TextInput
                      type="datetime-local"
                      label={t('form.registrationClosesAt')}
                      error={message(errors.registrationClosesAt?.message)}
                      {...form.register('registrationClosesAt')}
                    />
                  </SimpleGrid>
                  <Controller
                    control={form.control}
                    name="approval"
                    render={({ field }) => (
                      <Radio.Group
                        value={field.value}
                        onChange={field.onChange}
                        name={field.name}
                        label={t('form.approval')}
                        error={message(errors.approval?.message)}
                      >
                        <Stack gap="xs" mt="xs">
                          {EVENT_APPROVAL_MODES.map((mode) => (
                            <Radio key={mode} value={mode} label={t(`approval.${mode}`)} description={t(`approval.${mode}Hint`)} disabled={!editable} />
                          ))}
                        </Stack>
                      </Radio.Group>
                    )}
                  />
                </Stack>
              </PanelFormSection>

              <PanelFormSection headingId="event-meetings-heading" title={t('form.meetingsTitle')} hint={t('form.meetingsHint')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="md">
                  <Controller
                    control={form.control}
                    name="meetingSlotMinutes"
                    render={({ field }) => (
                      <Select
                        label={t('form.meetingSlot')}
                        data={MEETING_SLOT_MINUTES.map((minutes) => ({ value: String(minutes), label: t('form.minutes', { count: minutes }) }))}
                        allowDeselect={false}
                        value={field.value}
                        onChange={(value) => field.onChange(value ?? '30')}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        name={field.name}
                        error={message(errors.meetingSlotMinutes?.message)}
                        comboboxProps={{ withinPortal: false }}
                      />
                    )}
                  />
                  <TextInput
                    label={t('form.meetingTables')}
                    description={t('form.meetingTablesHint', { max: MEETING_TABLES_MAX })}
                    inputMode="numeric"
                    error={message(errors.meetingTables?.message)}
                    {...form.register('meetingTables')}
                  />
                  {(['meetingDayStart', 'meetingDayEnd'] as const).map((name) => (
                    <MeetingHourSelect key={name} control={form.control} name={name} label={t(`form.${name}`)} error={message(errors[name]?.message)} />
                  ))}
                </SimpleGrid>
              </PanelFormSection>
            </Stack>
          </fieldset>
        </PanelFormLayout>
      </form>
      {/* The dialogs sit outside the form: the venue's is a form of its own. */}
      <VenueModal
        venue={addingVenue}
        onClose={() => setAddingVenue(undefined)}
        onSaved={(venue: MyVenue) => form.setValue('venueUid', venue.uid, { shouldDirty: true, shouldValidate: true })}
      />
      <CancelEventModal
        opened={cancelling}
        title={event?.title ?? ''}
        pending={statusChange.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(false)}
      />
      <ConfirmDialog
        opened={affected !== null}
        title={t('meetingsAffected.title')}
        message={t('meetingsAffected.body', { count: affected?.count ?? 0 })}
        confirmLabel={t('meetingsAffected.confirm')}
        danger
        onConfirm={() => {
          const values = affected?.values;
          setAffected(null);
          if (values)
            void saveValues(values, true).then((saved) => {
              if (saved) void notify.success(t('toasts.saved', { name: saved.title }));
            });
        }}
        onCancel={() => setAffected(null)}
      />
      <ConfirmDialog
        opened={confirmingDelete}
        title={t('delete.title')}
        message={t('delete.body', { name: event?.title ?? '' })}
        confirmLabel={t('actions.deleteDraft')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}
