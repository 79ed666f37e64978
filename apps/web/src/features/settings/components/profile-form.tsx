import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@fairhub/shared/zod';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { imageRefSchema } from '@fairhub/shared/uploads';
import { nameSchema } from '@fairhub/shared/validation';
import { BIO_MAX, profileUpdateSchema, type ProfileSettings } from '@fairhub/shared/settings';
import { useUpdateProfile } from '../api/settings.ts';
import { ImageUpload } from '../../../components/forms/image-upload.tsx';
import { UnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/toasts.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { PublicProfileField } from './public-profile-field.tsx';
import { SpokenLanguagesSelect } from './spoken-languages-select.tsx';

const fields = profileUpdateSchema.shape;

/** The profile part of PATCH profile, with the avatar as the image the form shows. */
const profileFormSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  jobTitle: fields.jobTitle.unwrap(),
  phone: fields.phone.unwrap(),
  bio: fields.bio.unwrap(),
  avatar: imageRefSchema.nullable(),
  languages: fields.languages.unwrap(),
  publicProfile: z.boolean(),
});
type ProfileFormInput = z.input<typeof profileFormSchema>;
type ProfileFormOutput = z.output<typeof profileFormSchema>;

const FIELDS = ['firstName', 'lastName', 'jobTitle', 'phone', 'bio', 'avatar', 'languages', 'publicProfile'] as const;

export function profileFormValues(settings: ProfileSettings): ProfileFormInput {
  return {
    firstName: settings.firstName,
    lastName: settings.lastName,
    jobTitle: settings.jobTitle ?? '',
    phone: settings.phone ?? '',
    bio: settings.bio ?? '',
    avatar: settings.avatar,
    languages: settings.languages,
    publicProfile: settings.publicProfile,
  };
}

/** Names, job, phone, bio, photo, languages and the public profile switch; saved together. */
export function ProfileForm({ settings }: { settings: ProfileSettings }) {
  const { t } = useTranslation('settings');
  const message = useValidationMessage();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(settings),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const bioLength = (useWatch({ control: form.control, name: 'bio' }) ?? '').length;

  const onSubmit = form.handleSubmit(async ({ avatar, ...values }) => {
    try {
      const saved = await update.mutateAsync({ ...values, avatar: avatar?.uid ?? null });
      form.reset(profileFormValues(saved));
      notify.success(t('profile.saved'));
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={isDirty} />
      <Stack gap="md">
        <FormFailure error={update.error} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
          <TextInput
            label={t('profile.firstName')}
            autoComplete="given-name"
            required
            error={message(errors.firstName?.message)}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('profile.lastName')}
            autoComplete="family-name"
            required
            error={message(errors.lastName?.message)}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
          <TextInput
            label={t('profile.jobTitle')}
            placeholder={t('profile.jobTitlePlaceholder')}
            autoComplete="organization-title"
            error={message(errors.jobTitle?.message)}
            {...form.register('jobTitle')}
          />
          <TextInput
            label={t('profile.phone')}
            description={t('profile.phoneHint')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={message(errors.phone?.message)}
            {...form.register('phone')}
          />
        </SimpleGrid>
        <Textarea
          label={t('profile.bio')}
          description={t('profile.bioHint', { count: bioLength, max: BIO_MAX })}
          autosize
          minRows={3}
          maxRows={10}
          error={message(errors.bio?.message)}
          {...form.register('bio')}
        />
        <Controller
          control={form.control}
          name="avatar"
          render={({ field }) => (
            <ImageUpload kind="avatar" label={t('profile.avatar')} value={field.value} onChange={field.onChange} error={message(errors.avatar?.message)} />
          )}
        />
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <SpokenLanguagesSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              error={message(errors.languages?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="publicProfile"
          render={({ field }) => (
            <PublicProfileField
              uid={settings.uid}
              checked={field.value}
              published={settings.publicProfile}
              onChange={field.onChange}
              error={message(errors.publicProfile?.message)}
            />
          )}
        />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={isSubmitting} w={{ base: '100%', xs: 'fit-content' }}>
            {t('profile.save')}
          </Button>
          {isDirty ? (
            <Text size="sm" c="dimmed" role="status">
              {t('profile.unsavedNote')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
