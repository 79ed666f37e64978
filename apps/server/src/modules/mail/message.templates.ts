import type { Language } from '@fairhub/shared/constants';
import type { MailContent } from '../../lib/mail/mail-content.ts';

/**
 * The e-mail about a message still unread 10 minutes after it arrived (modules/messages/
 * unread-message-email.ts), under the `messages` preference, in the recipient's language. It names
 * the sender and how many messages wait, never their text: the conversation is read in Fairhub.
 */

type Template<P> = (params: P) => Record<Language, MailContent>;

const FOOTER = {
  en: 'You get this e-mail because it is switched on in your Fairhub settings, under "E-mail notifications"; switch it off there if you do not want it. We write at most once an hour about one conversation.',
  pl: 'Otrzymujesz tę wiadomość, bo jest włączona w ustawieniach Fairhub w sekcji „Powiadomienia e-mail”; możesz ją tam wyłączyć. O jednej rozmowie piszemy najwyżej raz na godzinę.',
};

/** "1 unread message", "3 unread messages"; Polish with its three plural forms. */
function unreadEn(count: number) {
  return count === 1 ? '1 unread message' : `${count} unread messages`;
}
function unreadPl(count: number) {
  const forms = new Intl.PluralRules('pl-PL').select(count);
  if (count === 1) return '1 nieprzeczytana wiadomość';
  return forms === 'few' ? `${count} nieprzeczytane wiadomości` : `${count} nieprzeczytanych wiadomości`;
}

export const unreadMessageMail: Template<{ firstName: string; senderName: string | null; unread: number; url: string }> = ({
  firstName,
  senderName,
  unread,
  url,
}) => ({
  en: {
    subject: senderName ? `${senderName} wrote to you on Fairhub` : 'You have an unread message on Fairhub',
    paragraphs: [
      `Hello ${firstName},`,
      `${senderName ?? 'A deleted user'} wrote to you on Fairhub: ${unreadEn(unread)} in your conversation. Open it to read and answer.`,
      FOOTER.en,
    ],
    link: { url, label: 'Open the conversation' },
  },
  pl: {
    subject: senderName ? `${senderName} pisze do Ciebie w Fairhub` : 'Masz nieprzeczytaną wiadomość w Fairhub',
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `${senderName ?? 'Usunięty użytkownik'} pisze do Ciebie w Fairhub: ${unreadPl(unread)} w Waszej rozmowie. Otwórz ją, aby przeczytać i odpowiedzieć.`,
      FOOTER.pl,
    ],
    link: { url, label: 'Otwórz rozmowę' },
  },
});
