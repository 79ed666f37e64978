import { z } from '@fairhub/shared/zod';
import { createContactSchema, type Contact, type CreateContactInput } from '@fairhub/shared/contacts';

/** The contact form's fields as typed. */
export const contactFormSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    jobTitle: z.string(),
    tags: z.array(z.string()),
    note: z.string(),
  })
  .superRefine((values, context) => {
    // The shared schema decides, so the form says what the server would say, on the field it names.
    const checked = createContactSchema.safeParse(contactInputOf(values));
    if (checked.success) return;
    const seen = new Set<string>();
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!field || seen.has(field)) continue;
      seen.add(field);
      context.addIssue({ code: 'custom', path: [field], message: issue.message, input: undefined });
    }
  });

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const CONTACT_FORM_FIELDS = ['name', 'email', 'phone', 'company', 'jobTitle', 'tags', 'note'] as const;

export function contactFormValuesOf(contact: Contact | null): ContactFormValues {
  return {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    company: contact?.company ?? '',
    jobTitle: contact?.jobTitle ?? '',
    tags: contact?.tags ?? [],
    note: contact?.note ?? '',
  };
}

/** What POST contacts and PATCH contacts/{uid} get: every field (blank clears it). */
export function contactInputOf(values: ContactFormValues): CreateContactInput & { name: string } {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    jobTitle: values.jobTitle,
    tags: values.tags,
    note: values.note,
  };
}

/** How the contact will look, for the lists before the server answers (the shared schema's clean-up applied). */
export function contactPreviewOf(values: ContactFormValues, current: Contact | null, uid: string): Contact {
  const parsed = createContactSchema.parse(contactInputOf(values));
  const now = new Date().toISOString();
  return {
    uid,
    name: parsed.name ?? values.name.trim(),
    email: parsed.email ?? null,
    phone: parsed.phone ?? null,
    company: parsed.company ?? null,
    jobTitle: parsed.jobTitle ?? null,
    tags: parsed.tags,
    note: parsed.note ?? null,
    personUid: current?.personUid ?? null,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
  };
}
