import { z } from '@fairhub/shared/zod';
import { createEventSchema, type CreateEventInput, type MyEvent } from '@fairhub/shared/my-events';
import { EVENT_APPROVAL_MODES } from '@fairhub/shared/statuses';
import { imageRefSchema } from '@fairhub/shared/uploads';
import { viewerTimeZone } from '../../../lib/event-dates.ts';
import { instantOf, wallClockOf } from './zoned-time.ts';

/** The event form's fields as typed: moments as wall-clock times in the event's zone, numbers as text. */
export const eventFormSchema = z
  .object({
    title: z.string(),
    summary: z.string(),
    description: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    venueUid: z.string().nullable(),
    onlineUrl: z.string(),
    codes: z.array(z.object({ code: z.string(), name: z.string() })),
    coverImage: imageRefSchema.nullable(),
    registrationOpensAt: z.string(),
    registrationClosesAt: z.string(),
    approval: z.enum(EVENT_APPROVAL_MODES),
    meetingSlotMinutes: z.string(),
    meetingDayStart: z.string(),
    meetingDayEnd: z.string(),
    meetingTables: z.string(),
  })
  .superRefine((values, context) => {
    // The shared schema decides, so the form says what the server would say, field by field.
    const checked = createEventSchema.safeParse(eventInputOf(values));
    if (checked.success) return;
    const seen = new Set<string>();
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!field || seen.has(field)) continue;
      seen.add(field);
      context.addIssue({ code: 'custom', path: [field], message: issue.message, input: undefined });
    }
  });

export type EventFormValues = z.input<typeof eventFormSchema>;

/** Fields the server may name in its answer, in the order they appear. */
export const EVENT_FORM_FIELDS = [
  'title',
  'summary',
  'description',
  'startsAt',
  'endsAt',
  'timeZone',
  'venueUid',
  'onlineUrl',
  'codes',
  'coverImage',
  'registrationOpensAt',
  'registrationClosesAt',
  'approval',
  'meetingSlotMinutes',
  'meetingDayStart',
  'meetingDayEnd',
  'meetingTables',
] as const;

/** What an empty editor holds: no text at all. */
export function isBlankHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

export function eventFormValuesOf(event: MyEvent | null, defaultZone: string = viewerTimeZone()): EventFormValues {
  const zone = event?.timeZone ?? defaultZone;
  return {
    title: event?.title ?? '',
    summary: event?.summary ?? '',
    description: event?.description ?? '',
    startsAt: wallClockOf(event?.startsAt, zone),
    endsAt: wallClockOf(event?.endsAt, zone),
    timeZone: zone,
    venueUid: event?.venue?.uid ?? null,
    onlineUrl: event?.onlineUrl ?? '',
    codes: (event?.codes ?? []).map(({ code, name }) => ({ code, name })),
    coverImage: event?.coverImage ?? null,
    registrationOpensAt: wallClockOf(event?.registrationOpensAt, zone),
    registrationClosesAt: wallClockOf(event?.registrationClosesAt, zone),
    approval: event?.approval ?? 'manual',
    meetingSlotMinutes: String(event?.meetingSlotMinutes ?? 30),
    meetingDayStart: event?.meetingDayStart ?? '09:00',
    meetingDayEnd: event?.meetingDayEnd ?? '17:00',
    meetingTables: String(event?.meetingTables ?? 0),
  };
}

/** What POST events/mine and PATCH events/mine/{uid} get: every field, the moments with the zone's offset. */
export function eventInputOf(values: EventFormValues): CreateEventInput {
  const zone = values.timeZone.trim();
  const moment = (text: string) => (text.trim() === '' ? null : instantOf(text, zone));
  return {
    title: values.title.trim(),
    summary: values.summary.trim() || null,
    description: isBlankHtml(values.description) ? null : values.description,
    startsAt: (moment(values.startsAt) ?? undefined) as string,
    endsAt: (moment(values.endsAt) ?? undefined) as string,
    timeZone: zone === '' ? (undefined as unknown as string) : zone,
    venueUid: values.venueUid || null,
    onlineUrl: values.onlineUrl.trim() || null,
    codes: values.codes.map((code) => code.code),
    coverImage: values.coverImage?.uid ?? null,
    registrationOpensAt: moment(values.registrationOpensAt),
    registrationClosesAt: moment(values.registrationClosesAt),
    approval: values.approval,
    meetingSlotMinutes: whole(values.meetingSlotMinutes) as number,
    meetingDayStart: values.meetingDayStart,
    meetingDayEnd: values.meetingDayEnd,
    meetingTables: whole(values.meetingTables) as number,
  };
}
