import type { Language } from '@fairhub/shared/constants';
import type { MailContent } from '../../lib/mail/mail-content.ts';

/**
 * E-mails about meetings (modules/meetings), under the `meetingRequests` preference, in the
 * reader's language; times in the meeting's time zone (the event's, or the invitee's outside events).
 */

type Template<P> = (params: P) => Record<Language, MailContent>;

const FOOTER = {
  en: 'You get this e-mail because meeting requests are switched on in your Fairhub settings, under "E-mail notifications"; switch them off there if you do not want them.',
  pl: 'Otrzymujesz tę wiadomość, bo prośby o spotkania są włączone w ustawieniach Fairhub w sekcji „Powiadomienia e-mail”; możesz je tam wyłączyć.',
};

/** The values every meeting e-mail carries (notification data, all strings). */
export interface MeetingMailParams {
  firstName: string;
  /** The other person's name. */
  name: string;
  /** The event's title, or empty outside events. */
  eventTitle: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  place: string;
  tableNumber: string;
  onlineUrl: string;
  stand: string;
  agenda: string;
  reason: string;
}

/** "3 December 2026, 10:00–10:30 (Europe/Warsaw)" in the reader's language. */
export function meetingTime(language: Language, startsAt: string, endsAt: string, timeZone: string) {
  const locale = language === 'pl' ? 'pl-PL' : 'en-GB';
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(startsAt));
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  return `${day}, ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))} (${timeZone})`;
}

/** "3 December 2026, 09:00 (Europe/Warsaw)" in the reader's language. */
export function meetingMoment(language: Language, at: string, timeZone: string) {
  const format = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone });
  return `${format.format(new Date(at))} (${timeZone})`;
}

function where(language: Language, params: MeetingMailParams) {
  if (params.place === 'online') return language === 'pl' ? `online: ${params.onlineUrl}` : `online: ${params.onlineUrl}`;
  if (params.place === 'stand') {
    if (language === 'pl') return params.stand ? `na stoisku ${params.stand}` : 'na stoisku wystawcy';
    return params.stand ? `at stand ${params.stand}` : "at the exhibitor's stand";
  }
  if (params.tableNumber) return language === 'pl' ? `przy stoliku ${params.tableNumber}` : `at table ${params.tableNumber}`;
  return language === 'pl' ? 'przy stoliku spotkań (numer po przyjęciu)' : 'at a meeting table (numbered on acceptance)';
}

function atEvent(language: Language, params: MeetingMailParams) {
  if (!params.eventTitle) return '';
  return language === 'pl' ? ` podczas wydarzenia ${params.eventTitle}` : ` at ${params.eventTitle}`;
}

function details(language: Language, params: MeetingMailParams) {
  const lines =
    language === 'pl'
      ? [`Kiedy: ${meetingTime('pl', params.startsAt, params.endsAt, params.timeZone)}`, `Gdzie: ${where('pl', params)}`]
      : [`When: ${meetingTime('en', params.startsAt, params.endsAt, params.timeZone)}`, `Where: ${where('en', params)}`];
  if (params.agenda) lines.push(language === 'pl' ? `Plan rozmowy: ${params.agenda}` : `Agenda: ${params.agenda}`);
  return lines;
}

const hello = { en: (name: string) => `Hello ${name},`, pl: (name: string) => `Dzień dobry, ${name}!` };

export const meetingRequestedMail: Template<MeetingMailParams & { expiresAt: string }> = (params) => ({
  en: {
    subject: `${params.name} asks to meet you${atEvent('en', params)}`,
    paragraphs: [
      hello.en(params.firstName),
      `${params.name} asks to meet you${atEvent('en', params)}.`,
      ...details('en', params),
      `Accept or decline it under Meetings → Requests in your panel before ${meetingMoment('en', params.expiresAt, params.timeZone)}; after that the request expires.`,
      FOOTER.en,
    ],
  },
  pl: {
    subject: `${params.name} prosi o spotkanie${atEvent('pl', params)}`,
    paragraphs: [
      hello.pl(params.firstName),
      `${params.name} prosi Cię o spotkanie${atEvent('pl', params)}.`,
      ...details('pl', params),
      `Przyjmij lub odrzuć prośbę w panelu w sekcji Spotkania → Prośby przed ${meetingMoment('pl', params.expiresAt, params.timeZone)}; potem prośba wygaśnie.`,
      FOOTER.pl,
    ],
  },
});

export const meetingAcceptedMail: Template<MeetingMailParams> = (params) => ({
  en: {
    subject: `${params.name} accepted your meeting request`,
    paragraphs: [
      hello.en(params.firstName),
      `${params.name} accepted your meeting request${atEvent('en', params)}. It is in your calendar now.`,
      ...details('en', params),
      FOOTER.en,
    ],
  },
  pl: {
    subject: `${params.name} przyjmuje Twoją prośbę o spotkanie`,
    paragraphs: [
      hello.pl(params.firstName),
      `${params.name} przyjmuje Twoją prośbę o spotkanie${atEvent('pl', params)}. Spotkanie jest już w Twoim kalendarzu.`,
      ...details('pl', params),
      FOOTER.pl,
    ],
  },
});

export const meetingDeclinedMail: Template<MeetingMailParams & { automatic: boolean }> = (params) => ({
  en: {
    subject: `${params.name} cannot meet you then`,
    paragraphs: [
      hello.en(params.firstName),
      params.automatic
        ? `${params.name} has taken another meeting at the time you asked for${atEvent('en', params)}, so your request was declined.`
        : `${params.name} declined your meeting request${atEvent('en', params)}.`,
      ...details('en', params),
      ...(params.reason ? [`Their reason: ${params.reason}`] : []),
      'Open the request under Meetings → Sent in your panel: it offers up to three other times free for both of you, to ask again in one click.',
      FOOTER.en,
    ],
  },
  pl: {
    subject: `${params.name} nie może się wtedy spotkać`,
    paragraphs: [
      hello.pl(params.firstName),
      params.automatic
        ? `${params.name} ma już inne spotkanie w terminie, o który prosisz${atEvent('pl', params)}, więc prośba została odrzucona.`
        : `${params.name} odrzuca Twoją prośbę o spotkanie${atEvent('pl', params)}.`,
      ...details('pl', params),
      ...(params.reason ? [`Powód: ${params.reason}`] : []),
      'Otwórz prośbę w panelu w sekcji Spotkania → Wysłane: znajdziesz tam do trzech innych terminów wolnych dla Was obojga, by poprosić ponownie jednym kliknięciem.',
      FOOTER.pl,
    ],
  },
});

export const meetingCancelledMail: Template<MeetingMailParams & { byOrganizer: boolean; accountDeleted: boolean }> = (params) => ({
  en: {
    subject: `Meeting with ${params.name} cancelled`,
    paragraphs: [
      hello.en(params.firstName),
      params.byOrganizer
        ? `The organizer of ${params.eventTitle} changed its meeting tables or hours, so your meeting with ${params.name} no longer fits and is cancelled.`
        : params.accountDeleted
          ? `${params.name} deleted their Fairhub account, so your meeting${atEvent('en', params)} is cancelled.`
          : `${params.name} cancelled your meeting${atEvent('en', params)}.`,
      ...details('en', params),
      ...(params.reason ? [`Reason: ${params.reason}`] : []),
      FOOTER.en,
    ],
  },
  pl: {
    subject: `Spotkanie z ${params.name} odwołane`,
    paragraphs: [
      hello.pl(params.firstName),
      params.byOrganizer
        ? `Organizator wydarzenia ${params.eventTitle} zmienił stoliki lub godziny spotkań, więc Twoje spotkanie z ${params.name} już się w nich nie mieści i zostało odwołane.`
        : params.accountDeleted
          ? `${params.name} usuwa swoje konto w Fairhub, więc Wasze spotkanie${atEvent('pl', params)} zostało odwołane.`
          : `${params.name} odwołuje Wasze spotkanie${atEvent('pl', params)}.`,
      ...details('pl', params),
      ...(params.reason ? [`Powód: ${params.reason}`] : []),
      FOOTER.pl,
    ],
  },
});

export const meetingReminderMail: Template<MeetingMailParams> = (params) => ({
  en: {
    subject: `Your meeting with ${params.name} starts soon`,
    paragraphs: [
      hello.en(params.firstName),
      `Your meeting with ${params.name}${atEvent('en', params)} starts in 15 minutes.`,
      ...details('en', params),
      FOOTER.en,
    ],
  },
  pl: {
    subject: `Spotkanie z ${params.name} zaczyna się wkrótce`,
    paragraphs: [
      hello.pl(params.firstName),
      `Twoje spotkanie z ${params.name}${atEvent('pl', params)} zaczyna się za 15 minut.`,
      ...details('pl', params),
      FOOTER.pl,
    ],
  },
});
