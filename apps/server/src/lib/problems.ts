import type { FieldError, Problem } from '@fairhub/shared/problem';

/** An error answered as RFC 9457 problem details. Services throw these; the error plugin renders them. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly extra: { code?: string; errors?: FieldError[]; headers?: Record<string, string>; quota?: Problem['quota']; current?: Problem['current'] } = {},
  ) {
    super(detail ?? title);
  }
}

export const badRequest = (detail: string, code?: string, errors?: FieldError[]) => new ProblemError(400, 'Bad Request', detail, { code, errors });
export const unauthorized = (detail = 'Sign in to continue.', code = 'unauthorized') =>
  new ProblemError(401, 'Unauthorized', detail, { code, headers: { 'www-authenticate': 'Bearer' } });
export const forbidden = (detail = 'You are not allowed to do this.') => new ProblemError(403, 'Forbidden', detail, { code: 'forbidden' });
export const notFound = (detail = 'Nothing was found here.') => new ProblemError(404, 'Not Found', detail, { code: 'not_found' });
export const conflict = (detail: string, code = 'conflict') => new ProblemError(409, 'Conflict', detail, { code });
/** 409 naming the current status of each application concerned (participation: `already_applied`, `status_changed`). */
export const statusConflict = (detail: string, code: string, current: NonNullable<Problem['current']>) =>
  new ProblemError(409, 'Conflict', detail, { code, current });
export const unprocessable = (detail: string, code: string, errors?: FieldError[]) => new ProblemError(422, 'Unprocessable Content', detail, { code, errors });
/** 422 for a limit reached, with what is used and allowed. */
export const quotaReached = (detail: string, code: string, quota: NonNullable<Problem['quota']>) =>
  new ProblemError(422, 'Unprocessable Content', detail, { code, quota });
/** 503 with Retry-After: the server is too busy for this right now; nothing was done. */
export const serviceBusy = (detail: string, retryAfterSeconds: number) =>
  new ProblemError(503, 'Service Unavailable', detail, { code: 'busy', headers: { 'retry-after': String(retryAfterSeconds) } });

/** One invalid field as a 400 problem. */
export function invalidField(field: string, code: string) {
  return badRequest(`${fieldMessage(code)}`, 'validation_failed', [{ field, code, message: fieldMessage(code) }]);
}

const FIELD_MESSAGES: Record<string, string> = {
  email_required: 'Enter your e-mail address.',
  email_too_long: 'The e-mail address may have at most 254 characters.',
  email_invalid: 'Enter a valid e-mail address, like name@company.com.',
  password_required: 'Enter a password.',
  password_too_short: 'Use at least 10 characters.',
  password_too_long: 'Use at most 128 characters.',
  password_common: 'This password is too common; choose one that is harder to guess.',
  password_equals_email: 'The password may not be your e-mail address.',
  name_required: 'This field is required.',
  name_too_long: 'Use at most 120 characters.',
  text_too_long: 'This text is too long.',
  control_character: 'Remove the control characters (such as NUL or escape) from this text.',
  nesting_too_deep: 'This value is nested too deeply: at most 32 levels of objects and lists.',
  terms_required: 'Accept the terms to continue.',
  token_invalid: 'This link is not valid.',
  country_required: 'Choose a country.',
  country_unknown: 'Choose a country from the list.',
  url_invalid: 'Enter a full web address starting with http:// or https://.',
  vat_invalid: 'Enter a VAT id of at most 32 characters.',
  vat_invalid_format: "This VAT id does not match the country's format.",
  vat_invalid_checksum: 'This NIP has a wrong check digit; check it for typos.',
  // public catalogue listings (packages/shared/src/paging.ts and the listing schemas)
  page_invalid: 'Give the page as a whole number from 1.',
  per_page_invalid: 'Give perPage as a whole number from 1 to 100.',
  per_page_too_large: 'At most 100 items fit on one page.',
  page_too_deep: 'Only the first 10,000 results can be paged through (page × perPage at most 10,000); narrow the list with search or filters.',
  country_invalid: 'Give the country as its two-letter ISO code, like PL.',
  code_invalid: 'Give a NACE code such as C, 25, 25.1 or 25.11.',
  code_unknown: 'There is no such code in the classification.',
  date_invalid: 'Give a real date as YYYY-MM-DD.',
  date_range_invalid: 'The end of the date range comes before its start.',
  when_invalid: 'Choose upcoming or past.',
  sort_invalid: 'This sort order is not offered here.',
  role_invalid: 'Choose organizer or exhibitor.',
  uid_invalid: 'This identifier is not valid.',
  q_required: 'Type something to search for.',
  limit_invalid: 'Give limit as a whole number from 1 to 20.',
  // company panel: each area adds its codes in its own block below
  upload_unknown: 'Upload the image again: this one was not found.',
  upload_too_large: 'The image may be at most 2 MB.',
  upload_type: 'Upload a JPEG, PNG, WebP or GIF image.',
  upload_kind_invalid: 'Choose logo, avatar, product, event_cover or venue_photo as the kind of upload.',
  // company panel: company and team
  size_band_invalid: 'Choose one of the listed company sizes.',
  codes_invalid: 'Send the codes as a list.',
  codes_too_many: 'Choose at most 20 codes.',
  codes_duplicate: 'Each code may be chosen only once.',
  member_role_invalid: 'Choose owner, admin or member.',
  status_invalid: 'Choose one of the offered statuses.',

  // company panel: products and offers
  price_invalid: 'Give the price as a number from 0 with at most two decimals, like 1250.50.',
  price_required: 'Enter a price for this currency, or clear the currency.',
  currency_invalid: 'Choose a currency by its three-letter code, like EUR or PLN.',
  currency_required: 'Choose the currency of the price.',
  status_unknown: 'Choose one of the offered statuses.',
  status_transition_invalid: 'The status cannot change this way: a draft can be made active or closed, an active offer can be closed.',
  kind_invalid: 'Choose offer, request or partnership.',
  images_too_many: 'Add at most 8 images.',
  countries_too_many: 'Choose at most 50 countries.',
  valid_until_invalid: 'Give a real date, or a date and time.',
  valid_until_past: 'Choose a date in the future to make the offer active.',

  // organizer panel: venues and events (packages/shared/src/my-venues.ts, my-events.ts)
  address_required: 'Enter the street address.',
  city_required: 'Enter the city.',
  latitude_invalid: 'Give the latitude as a number from -90 to 90.',
  longitude_invalid: 'Give the longitude as a number from -180 to 180.',
  coordinates_incomplete: 'Give both the latitude and the longitude, or neither.',
  capacity_invalid: 'Give the capacity as a whole number from 1 to 10,000,000, or leave it empty.',
  photos_too_many: 'Add at most 10 photos.',
  date_time_required: 'Enter a date and time.',
  date_time_invalid: 'Give a date and time with its offset, like 2027-03-12T09:00:00+01:00.',
  ends_before_start: 'The event must end after it starts: choose a later end.',
  time_zone_required: 'Choose the time zone the event takes place in.',
  time_zone_unknown: 'Choose a time zone from the list, like Europe/Warsaw.',
  online_url_invalid: 'Enter a full address starting with https://.',
  venue_unknown: 'Choose one of your company’s venues.',
  registration_range_invalid: 'Registration must close after it opens: choose a later closing time.',
  registration_closes_after_end: 'Registration must close by the end of the event: choose an earlier closing time.',
  approval_invalid: 'Choose manual or automatic approval.',
  meeting_slot_invalid: 'Choose a meeting length of 10, 15, 20, 30, 45 or 60 minutes.',
  time_of_day_invalid: 'Give the time as HH:MM, like 09:00.',
  meeting_hours_invalid: 'Meeting hours must end after they start: choose a later end.',
  meeting_tables_invalid: 'Give the number of tables as a whole number from 0 to 1,000.',
  reason_required: 'Say why the event is cancelled: participants will read it.',
  event_role_invalid: 'Choose organizing or participating.',

  // participation (packages/shared/src/participation.ts)
  participation_role_invalid: 'Choose exhibitor or visitor.',
  members_invalid: 'Send the members as a list of user ids of your company.',
  members_required: 'Name at least one member of your company who staffs the stand.',
  members_too_many: 'Name at most 20 members to staff the stand.',
  members_not_allowed: 'A visitor applies for themselves only: leave the members out.',
  uids_invalid: 'Send the applications as a list of their ids.',
  uids_required: 'Choose at least one application.',
  uids_too_many: 'Decide at most 100 applications at once.',
  decision_invalid: 'Choose approve or reject.',
  reason_invalid: 'Give the reason as text, or leave it out.',
  stand_too_long: 'A stand may have at most 20 characters, like B12.',
  stand_invalid: 'Give the stand as one line of text, like B12, or null to clear it.',
  format_invalid: 'Choose json or csv.',

  // messages (packages/shared/src/messages.ts)
  body_required: 'Write a message: it may not be empty.',
  body_too_long: 'A message may have at most 5,000 characters: shorten it or send it in parts.',
  client_message_id_invalid: 'Give clientMessageId as a UUID made by the app, like 3f2b8c1e-5a4d-4c2e-9b1a-7d6e5f4a3b2c.',
  message_unknown: 'This message is not in this conversation: give the id of one of its messages.',

  // company panel: settings
  phone_invalid: 'Enter the number in international form: + and 7 to 15 digits, like +48 601 234 567.',
  bio_too_long: 'The bio may have at most 2,000 characters.',
  language_unknown: 'Choose languages from the list.',
  languages_too_many: 'Choose at most 10 languages.',
  language_invalid: 'Choose English or Polish.',
  notification_kind_unknown: 'This kind of e-mail is not offered.',
  password_wrong: 'This is not your current password.',
  email_taken: 'Another account already uses this e-mail address.',
  email_unchanged: 'This is already your e-mail address.',

  // contacts (packages/shared/src/contacts.ts)
  contact_phone_invalid: 'Enter the phone number with digits, spaces and + ( ) - . / only (at least 5 digits, at most 40 characters), like +48 601 234 567.',
  tags_invalid: 'Send the tags as a list of texts.',
  tag_invalid: 'A tag may not hold a comma or a line break: put each tag apart.',
  tag_too_long: 'A tag may have at most 40 characters.',
  tags_too_many: 'Add at most 20 tags.',
  person_unknown: 'This person was not found, or you cannot see their profile.',
  export_format_invalid: 'Choose csv or vcf.',

  // meeting slots and availability (packages/shared/src/availability.ts)
  weekday_invalid: 'Give the weekday as a number from 1 (Monday) to 7 (Sunday).',
  days_invalid: 'Send the week as a list of weekdays with their ranges, or null for the default week.',
  weekday_duplicate: 'List each weekday once, with all of its ranges.',
  ranges_invalid: 'Send the ranges as a list of {start, end} times.',
  ranges_too_many: 'Give at most 6 ranges a day.',
  range_order_invalid: 'Each range must end after it starts: choose a later end.',
  ranges_overlap: 'The ranges of one day may not overlap: join them or move one.',
  unavailable_invalid: 'Send the unavailable slots as a list of their start times, like 2027-03-12T09:00:00+01:00.',
  unavailable_too_many: 'Mark at most 5,000 slots at once.',
  slot_off_grid: 'Each time must be the start of one of the event’s meeting slots: choose from the grid.',
  date_range_too_long: 'Ask for at most 14 days at once: choose an earlier end.',
  slots_limit_invalid: 'Give limit as a whole number from 1 to 500.',

  // meetings (packages/shared/src/meetings.ts)
  place_invalid: 'Choose table, stand or online as the place.',
  online_url_required: 'Enter the https:// link of the online meeting.',
  online_url_not_online: 'A link belongs only to an online meeting: leave it out, or choose online as the place.',
  agenda_too_long: 'The agenda may have at most 1,000 characters.',
  reason_too_long: 'The reason may have at most 500 characters.',
  box_invalid: 'Choose requests, sent, schedule or calendar.',
  calendar_range_too_long: 'Ask for at most 62 days of the calendar at once: choose an earlier end.',
  confirm_invalid: 'Give confirmMeetingChanges as true or false.',

  invalid_type: 'This value has the wrong type.',
  required: 'This field is required.',
  invalid: 'This value is not valid.',
};

/** The English sentence for a field error code (codes come from the shared zod schemas). */
export function fieldMessage(code: string): string {
  return FIELD_MESSAGES[code] ?? FIELD_MESSAGES.invalid!;
}

export function isKnownFieldCode(code: string) {
  return code in FIELD_MESSAGES;
}
