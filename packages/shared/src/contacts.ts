import { z } from './zod.ts';
import { pageOf, pagingQuery, resultDepthRule, searchTextQuery, withinResultDepth } from './paging.ts';
import { nullableTextSchema, sortQuerySchema } from './panel-fields.ts';
import { EMAIL_MAX, NAME_MAX, nameSchema, SINGLE_LINE } from './validation.ts';

/**
 * A person's saved contacts (docs/product.md "Contact", docs/decisions.md "Contacts"): private to
 * the user who saved them. Saved from a Fairhub person (`personUid`, at most once per owner) or
 * typed by hand; tags and a note; exported as CSV or vCard 4.0.
 */

/** At most this many contacts per user (422 `contacts_limit` beyond). */
export const CONTACTS_PER_USER_MAX = 5000;
/** At most 20 tags per contact, each at most 40 characters. */
export const CONTACT_TAGS_MAX = 20;
export const CONTACT_TAG_MAX = 40;
export const CONTACT_NOTE_MAX = 5000;
export const CONTACT_COMPANY_MAX = 200;
export const CONTACT_JOB_TITLE_MAX = NAME_MAX;
export const CONTACT_PHONE_MAX = 40;
/** The export formats of GET contacts/export. */
export const CONTACT_EXPORT_FORMATS = ['csv', 'vcf'] as const;
export type ContactExportFormat = (typeof CONTACT_EXPORT_FORMATS)[number];

/** A single line of text up to `max` characters; trimmed; blank or `null` is none. */
const nullableLineSchema = (max: number) =>
  nullableTextSchema(max).superRefine((value, context) => {
    if (value !== null && !SINGLE_LINE.test(value)) context.addIssue({ code: 'custom', message: 'control_character', input: value });
  });

/** An e-mail address as typed (trimmed, case kept); blank or `null` is none. */
export const contactEmailSchema = z.union([z.string(), z.null()], { error: 'invalid_type' }).transform((value, context) => {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > EMAIL_MAX) {
    context.addIssue({ code: 'custom', message: 'email_too_long', input: value });
    return z.NEVER;
  }
  if (!z.regexes.html5Email.test(text)) {
    context.addIssue({ code: 'custom', message: 'email_invalid', input: value });
    return z.NEVER;
  }
  return text;
});

/**
 * A phone number as people write it: digits with spaces and + ( ) - . /, at least 5 digits, at most
 * 40 characters (`+48 601 234 567`, `(22) 555-01-23`); blank or `null` is none.
 */
export const contactPhoneSchema = z.union([z.string(), z.null()], { error: 'invalid_type' }).transform((value, context) => {
  const text = value?.trim().replace(/\s+/g, ' ') ?? '';
  if (text === '') return null;
  if (text.length > CONTACT_PHONE_MAX || !/^[0-9 +()./-]+$/.test(text) || (text.match(/\d/g)?.length ?? 0) < 5) {
    context.addIssue({ code: 'custom', message: 'contact_phone_invalid', input: value });
    return z.NEVER;
  }
  return text;
});

/**
 * Tags: each trimmed (inner runs of spaces made one), blanks dropped, repeats dropped ignoring
 * case (the first spelling kept), order kept. At most 20 (`tags_too_many`), each at most 40
 * characters (`tag_too_long`), one line without commas (`tag_invalid`: a comma separates tags in
 * the exports). Problems are reported on the list (`tags`), never on an item.
 */
export const contactTagsSchema = z
  .array(z.unknown(), { error: 'tags_invalid' })
  .describe('Tags as strings: trimmed, repeats dropped ignoring case, at most 20 of at most 40 characters each, no commas')
  .transform((values, context) => {
    if (!values.every((value) => typeof value === 'string')) {
      context.addIssue({ code: 'custom', message: 'tags_invalid', input: values });
      return z.NEVER;
    }
    const seen = new Set<string>();
    const tags: string[] = [];
    for (const value of values) {
      const tag = value.trim().replace(/\s+/g, ' ');
      if (tag === '') continue;
      const key = tag.toLocaleLowerCase('und');
      if (seen.has(key)) continue;
      seen.add(key);
      tags.push(tag);
    }
    if (tags.some((tag) => /[,\p{Cc}]/u.test(tag))) {
      context.addIssue({ code: 'custom', message: 'tag_invalid', input: values });
      return z.NEVER;
    }
    if (tags.some((tag) => [...tag].length > CONTACT_TAG_MAX)) {
      context.addIssue({ code: 'custom', message: 'tag_too_long', input: values });
      return z.NEVER;
    }
    if (tags.length > CONTACT_TAGS_MAX) {
      context.addIssue({ code: 'custom', message: 'tags_too_many', input: values });
      return z.NEVER;
    }
    return tags;
  });

/** A Fairhub person's uid (as in /people/{uid}). */
const personUidSchema = z.string({ error: 'person_unknown' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'person_unknown' });

const contactFields = {
  name: nameSchema,
  email: contactEmailSchema,
  phone: contactPhoneSchema,
  company: nullableLineSchema(CONTACT_COMPANY_MAX),
  jobTitle: nullableLineSchema(CONTACT_JOB_TITLE_MAX),
  tags: contactTagsSchema,
  /** Plain text with line breaks; blank or `null` clears it. */
  note: nullableTextSchema(CONTACT_NOTE_MAX),
};

/**
 * POST contacts. Typed by hand: `name` is required. Saved from a person (`personUid`): the name,
 * company and job title the body leaves out are taken from the person's profile; a person already
 * saved answers 200 with the existing contact unchanged (201 when created).
 */
export const createContactSchema = z
  .object({
    personUid: personUidSchema.optional(),
    name: contactFields.name.optional(),
    email: contactFields.email.optional(),
    phone: contactFields.phone.optional(),
    company: contactFields.company.optional(),
    jobTitle: contactFields.jobTitle.optional(),
    tags: contactFields.tags.default([]),
    note: contactFields.note.optional(),
  })
  .superRefine((body, context) => {
    if (body.personUid === undefined && body.name === undefined)
      context.addIssue({ code: 'custom', path: ['name'], message: 'name_required', input: undefined });
  });
export type CreateContactInput = z.input<typeof createContactSchema>;
export type CreateContact = z.output<typeof createContactSchema>;

/** PATCH contacts/{uid}: the fields given change, `null` clears an optional one, `tags` replaces the list. */
export const updateContactSchema = z.object({
  name: contactFields.name.optional(),
  email: contactFields.email.optional(),
  phone: contactFields.phone.optional(),
  company: contactFields.company.optional(),
  jobTitle: contactFields.jobTitle.optional(),
  tags: contactFields.tags.optional(),
  note: contactFields.note.optional(),
});
export type UpdateContactInput = z.input<typeof updateContactSchema>;
export type UpdateContact = z.output<typeof updateContactSchema>;

export const contactSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  tags: z.array(z.string()),
  note: z.string().nullable(),
  /** The Fairhub person it was saved from (their page is /people/{uid} when public); null when typed by hand or their account is gone. */
  personUid: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** `name`/`company`/`created`/`updated` ascending, or descending with a leading `-`; without a company last either way. */
export const CONTACT_SORTS = ['name', '-name', 'company', '-company', 'created', '-created', 'updated', '-updated'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** One tag to filter by, compared ignoring case. */
const tagQuery = z
  .string()
  .trim()
  .max(CONTACT_TAG_MAX, { error: 'tag_too_long' })
  .optional()
  .transform((value) => (value ? value : undefined));

/** The filters the list and the export share. */
const contactFilterFields = {
  /** Words as prefixes over name, e-mail, phone, company, job title, tags and note; case and accents ignored. */
  q: searchTextQuery,
  tag: tagQuery,
  /** Only the contact saved from this person (0 or 1 item): how a person's page knows it is saved. */
  person: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'uid_invalid' })
    .optional(),
  sort: sortQuerySchema(CONTACT_SORTS, 'name'),
};

/** GET contacts: the caller's own contacts, searched, filtered by a tag, sorted (by name by default), paged. */
export const contactListQuerySchema = z.object({ ...contactFilterFields, ...pagingQuery }).refine(withinResultDepth, resultDepthRule);
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

/** GET contacts/export: every contact the same filters match (no paging), as CSV or vCard 4.0. */
export const contactExportQuerySchema = z.object({
  format: z.enum(CONTACT_EXPORT_FORMATS, { error: 'export_format_invalid' }),
  ...contactFilterFields,
});
export type ContactExportQuery = z.input<typeof contactExportQuerySchema>;

/** A page of contacts, with every tag the caller uses (for the tag filter), sorted ignoring case. */
export const contactPageSchema = pageOf(contactSchema).extend({ tags: z.array(z.string()) });
export type ContactPage = z.infer<typeof contactPageSchema>;
