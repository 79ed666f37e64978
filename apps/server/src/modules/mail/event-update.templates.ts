import type { Language } from '@fairhub/shared/constants';
import type { MailContent } from '../../lib/mail/mail-content.ts';

/**
 * E-mails to an event's participants when its organizer cancels it or changes its date or place
 * (modules/events/event-updates.ts), under the `eventUpdates` preference. Times are written in the
 * event's own time zone, in the reader's language.
 */

type Template<P> = (params: P) => Record<Language, MailContent>;

const FOOTER = {
  en: 'You get this e-mail because it is switched on in your Fairhub settings, under "E-mail notifications"; switch it off there if you do not want it.',
  pl: 'Otrzymujesz tę wiadomość, bo jest włączona w ustawieniach Fairhub w sekcji „Powiadomienia e-mail”; możesz ją tam wyłączyć.',
};

/** "12 March 2027, 09:00 – 14 March 2027, 17:00 (Europe/Warsaw)" in the reader's language. */
export function eventPeriod(language: Language, startsAt: string, endsAt: string, timeZone: string) {
  const format = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone });
  return `${format.format(new Date(startsAt))} – ${format.format(new Date(endsAt))} (${timeZone})`;
}

interface EventUpdateParams {
  firstName: string;
  eventTitle: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** The venue and city, or the online address; empty when the event has none. */
  place: string;
}

export const eventCancelledMail: Template<EventUpdateParams & { organizer: string; reason: string }> = (params) => ({
  en: {
    subject: `${params.eventTitle} is cancelled`,
    paragraphs: [
      `Hello ${params.firstName},`,
      `${params.organizer} cancelled ${params.eventTitle} (${eventPeriod('en', params.startsAt, params.endsAt, params.timeZone)}), which you applied to take part in.`,
      `The organizer's reason: ${params.reason}`,
      FOOTER.en,
    ],
  },
  pl: {
    subject: `Wydarzenie ${params.eventTitle} zostało odwołane`,
    paragraphs: [
      `Dzień dobry, ${params.firstName}!`,
      `${params.organizer} odwołuje wydarzenie ${params.eventTitle} (${eventPeriod('pl', params.startsAt, params.endsAt, params.timeZone)}), na które się zgłaszasz.`,
      `Powód podany przez organizatora: ${params.reason}`,
      FOOTER.pl,
    ],
  },
});

export const eventChangedMail: Template<EventUpdateParams & { organizer: string; dateChanged: boolean; placeChanged: boolean }> = (params) => {
  const period = (language: Language) => eventPeriod(language, params.startsAt, params.endsAt, params.timeZone);
  return {
    en: {
      subject: `${params.eventTitle}: ${params.dateChanged && params.placeChanged ? 'new date and place' : params.dateChanged ? 'new date' : 'new place'}`,
      paragraphs: [
        `Hello ${params.firstName},`,
        `${params.organizer} changed ${params.dateChanged && params.placeChanged ? 'the date and the place' : params.dateChanged ? 'the date' : 'the place'} of ${params.eventTitle}, which you applied to take part in.`,
        `When: ${period('en')}`,
        `Where: ${params.place || 'to be announced'}`,
        FOOTER.en,
      ],
    },
    pl: {
      subject: `${params.eventTitle}: ${params.dateChanged && params.placeChanged ? 'nowy termin i miejsce' : params.dateChanged ? 'nowy termin' : 'nowe miejsce'}`,
      paragraphs: [
        `Dzień dobry, ${params.firstName}!`,
        `${params.organizer} zmienia ${params.dateChanged && params.placeChanged ? 'termin i miejsce' : params.dateChanged ? 'termin' : 'miejsce'} wydarzenia ${params.eventTitle}, na które się zgłaszasz.`,
        `Kiedy: ${period('pl')}`,
        `Gdzie: ${params.place || 'zostanie podane'}`,
        FOOTER.pl,
      ],
    },
  };
};
