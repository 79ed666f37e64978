import { Button, Group, Modal, SimpleGrid, Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_COMPANY_MAX,
  CONTACT_JOB_TITLE_MAX,
  CONTACT_NOTE_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_TAG_MAX,
  CONTACT_TAGS_MAX,
  type Contact,
} from '@fairhub/shared/contacts';
import { EMAIL_MAX, NAME_MAX } from '@fairhub/shared/validation';
import { FormFailure } from '../../../components/form-failure.tsx';
import { useCreateContact, useUpdateContact } from '../../../lib/api/contacts.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { pendingUid } from '../../../lib/optimistic-list.ts';
import { notify } from '../../../lib/toasts.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import {
  CONTACT_FORM_FIELDS,
  contactFormSchema,
  contactFormValuesOf,
  contactInputOf,
  contactPreviewOf,
  type ContactFormValues,
} from './contact-form-values.ts';

interface ContactModalProps {
  /** `undefined`: closed; `null`: a new contact; else the contact to change. */
  contact: Contact | null | undefined;
  /** The tags the person already uses, offered while typing. */
  knownTags?: string[];
  onClose: () => void;
}

const sameTag = (value: string, current: string[]) => current.some((tag) => tag.toLocaleLowerCase() === value.trim().toLocaleLowerCase());

function ContactForm({ contact, knownTags = [], onClose }: ContactModalProps & { contact: Contact | null }) {
  const { t } = useTranslation('contacts');
  const message = useValidationMessage();
  const create = useCreateContact();
  const update = useUpdateContact();
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactFormSchema), defaultValues: contactFormValuesOf(contact) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const input = contactInputOf(values);
      const preview = contactPreviewOf(values, contact, contact?.uid ?? pendingUid());
      const saved = contact ? await update.mutateAsync({ input, preview }) : await create.mutateAsync({ input, preview });
      void notify.success(t(contact ? 'toasts.saved' : 'toasts.created', { name: saved.name }));
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, CONTACT_FORM_FIELDS, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={contact ? t('form.editLabel', { name: contact.name }) : t('form.newLabel')}>
      <Stack gap="md">
        <FormFailure error={create.error ?? update.error} />
        <TextInput label={t('form.name')} required maxLength={NAME_MAX} data-autofocus error={message(errors.name?.message)} {...form.register('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
          <TextInput
            label={t('form.email')}
            type="email"
            maxLength={EMAIL_MAX}
            autoComplete="off"
            error={message(errors.email?.message)}
            {...form.register('email')}
          />
          <TextInput
            label={t('form.phone')}
            type="tel"
            maxLength={CONTACT_PHONE_MAX}
            autoComplete="off"
            placeholder="+48 601 234 567"
            error={message(errors.phone?.message)}
            {...form.register('phone')}
          />
          <TextInput label={t('form.company')} maxLength={CONTACT_COMPANY_MAX} error={message(errors.company?.message)} {...form.register('company')} />
          <TextInput label={t('form.jobTitle')} maxLength={CONTACT_JOB_TITLE_MAX} error={message(errors.jobTitle?.message)} {...form.register('jobTitle')} />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              label={t('form.tags')}
              description={t('form.tagsHint', { count: CONTACT_TAGS_MAX, length: CONTACT_TAG_MAX })}
              data={knownTags}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              maxTags={CONTACT_TAGS_MAX}
              isDuplicate={sameTag}
              acceptValueOnBlur
              clearable
              comboboxProps={{ withinPortal: false }}
              clearButtonProps={{ 'aria-label': t('form.tagsClear') }}
              error={message(errors.tags?.message)}
            />
          )}
        />
        <Textarea
          label={t('form.note')}
          description={t('form.noteHint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={CONTACT_NOTE_MAX}
          error={message(errors.note?.message)}
          {...form.register('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting || create.isPending || update.isPending}>
            {contact ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adding or changing a contact: name, e-mail, phone, company, job title, tags and a note. */
export function ContactModal(props: ContactModalProps) {
  const { t } = useTranslation('contacts');
  return (
    <Modal
      opened={props.contact !== undefined}
      onClose={props.onClose}
      title={props.contact ? t('form.editTitle') : t('form.newTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:common.close') }}
    >
      {props.contact !== undefined ? <ContactForm {...props} contact={props.contact} key={props.contact?.uid ?? 'new'} /> : null}
    </Modal>
  );
}
