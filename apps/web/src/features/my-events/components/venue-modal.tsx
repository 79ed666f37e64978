import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VENUE_ADDRESS_MAX, VENUE_CITY_MAX, VENUE_PHOTOS_MAX, type MyVenue } from '@fairhub/shared/my-venues';
import { CountrySelect } from '../../../components/company-profile/country-select.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { LazyMapPicker, pickedText, typedPosition, type LatLng } from '../../../components/map-picker/index.tsx';
import { ImageListUpload } from '../../../components/forms/image-list-upload.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/toasts.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useCountries } from '../../../lib/api/countries.ts';
import { useRuntimeConfig } from '../../../lib/api/config.ts';
import { pendingUid } from '../../../lib/optimistic-list.ts';
import { useCreateMyVenue, useUpdateMyVenue } from '../api/my-venues.ts';
import { VENUE_FORM_FIELDS, venueFormSchema, venueFormValuesOf, venueInputOf, venuePreviewOf, type VenueFormValues } from './venue-form-values.ts';

interface VenueModalProps {
  /** `undefined`: closed; `null`: a new venue; else the venue to change. */
  venue: MyVenue | null | undefined;
  onClose: () => void;
  onSaved?: (venue: MyVenue) => void;
}

/**
 * Latitude and longitude as typed fields, and above them a map to click or drag a marker on when
 * the installation configures map tiles (GET config `mapTiles`; docs/decisions.md, "Venue map").
 * The fields stay the one source: a pick writes them, the marker follows what they hold.
 */
function VenueCoordinates({ form }: { form: UseFormReturn<VenueFormValues> }) {
  const { t } = useTranslation('my-venues');
  const message = useValidationMessage();
  const tiles = useRuntimeConfig().data?.mapTiles ?? null;
  const keyboardHint = useId();
  const [latitude, longitude, countryId] = useWatch({ control: form.control, name: ['latitude', 'longitude', 'countryId'] });
  const { errors, isSubmitted } = form.formState;
  const position = typedPosition(latitude, longitude);

  const onPick = (picked: LatLng) => {
    const text = pickedText(picked);
    // After a first submit the fields are checked as they change, so a picked pair clears their errors.
    form.setValue('latitude', text.latitude, { shouldDirty: true, shouldValidate: isSubmitted });
    form.setValue('longitude', text.longitude, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  return (
    <div>
      <Text size="sm" fw={500}>
        {t('form.coordinates')}
      </Text>
      <Text size="xs" c="gray.7" mb={6}>
        {tiles ? t('form.coordinatesHintMap') : t('form.coordinatesHint')}
      </Text>
      {tiles ? (
        <Stack gap={6} mb="sm">
          <LazyMapPicker
            tiles={tiles}
            position={position}
            countryId={countryId}
            label={t('form.mapLabel')}
            describedBy={keyboardHint}
            zoomInLabel={t('form.mapZoomIn')}
            zoomOutLabel={t('form.mapZoomOut')}
            loadingLabel={t('form.mapLoading')}
            onPick={onPick}
          />
          <Text id={keyboardHint} size="xs" c="gray.7">
            {t('form.mapKeyboard')}
          </Text>
        </Stack>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
        <TextInput
          label={t('form.latitude')}
          inputMode="decimal"
          placeholder="54.3520"
          error={message(errors.latitude?.message)}
          {...form.register('latitude')}
        />
        <TextInput
          label={t('form.longitude')}
          inputMode="decimal"
          placeholder="18.6466"
          error={message(errors.longitude?.message)}
          {...form.register('longitude')}
        />
      </SimpleGrid>
    </div>
  );
}

function VenueForm({ venue, onClose, onSaved }: VenueModalProps & { venue: MyVenue | null }) {
  const { t, i18n } = useTranslation('my-venues');
  const message = useValidationMessage();
  const create = useCreateMyVenue();
  const update = useUpdateMyVenue();
  const countries = useCountries(i18n.language);
  const form = useForm<VenueFormValues>({ resolver: zodResolver(venueFormSchema), defaultValues: venueFormValuesOf(venue) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const input = venueInputOf(values);
      const country = countries.data?.find((item) => item.id === values.countryId);
      const preview = venuePreviewOf(values, venue, venue?.uid ?? pendingUid(), country);
      const saved = venue ? await update.mutateAsync({ input, preview }) : await create.mutateAsync({ input, preview });
      void notify.success(t(venue ? 'toasts.saved' : 'toasts.created', { name: saved.name }));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, VENUE_FORM_FIELDS, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={venue ? t('form.editLabel', { name: venue.name }) : t('form.newLabel')}>
      <Stack gap="md">
        <FormFailure error={create.error ?? update.error} />
        <TextInput label={t('form.name')} required maxLength={200} data-autofocus error={message(errors.name?.message)} {...form.register('name')} />
        <TextInput
          label={t('form.address')}
          required
          maxLength={VENUE_ADDRESS_MAX}
          autoComplete="street-address"
          error={message(errors.address?.message)}
          {...form.register('address')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
          <TextInput label={t('form.city')} required maxLength={VENUE_CITY_MAX} error={message(errors.city?.message)} {...form.register('city')} />
          <Controller
            control={form.control}
            name="countryId"
            render={({ field }) => (
              <CountrySelect
                label={t('form.country')}
                placeholder={t('form.countryPlaceholder')}
                nothingFound={t('form.countryNone')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={message(errors.countryId?.message)}
              />
            )}
          />
        </SimpleGrid>
        <VenueCoordinates form={form} />
        <TextInput
          label={t('form.capacity')}
          description={t('form.capacityHint')}
          inputMode="numeric"
          error={message(errors.capacity?.message)}
          {...form.register('capacity')}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={3}
          maxRows={10}
          error={message(errors.description?.message)}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="photos"
          render={({ field }) => (
            <ImageListUpload
              kind="venue_photo"
              label={t('form.photos')}
              value={field.value}
              onChange={field.onChange}
              max={VENUE_PHOTOS_MAX}
              error={message(errors.photos?.message)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting || create.isPending || update.isPending}>
            {venue ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adding or changing a venue: name, address, city, country, coordinates (typed, or picked on a configured map), capacity, description, photos. */
export function VenueModal(props: VenueModalProps) {
  const { t } = useTranslation('my-venues');
  return (
    <Modal
      opened={props.venue !== undefined}
      onClose={props.onClose}
      title={props.venue ? t('form.editTitle') : t('form.newTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:common.close') }}
    >
      {props.venue !== undefined ? <VenueForm {...props} venue={props.venue} key={props.venue?.uid ?? 'new'} /> : null}
    </Modal>
  );
}
