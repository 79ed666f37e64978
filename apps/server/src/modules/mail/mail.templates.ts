import type { Language } from '@fairhub/shared/constants';
import type { MailContent } from '../../lib/mail/mail-content.ts';

type Template<P> = (params: P) => Record<Language, MailContent>;

/** A greeting by name only when the name is known to be the reader's own (null: an unconfirmed sign-up's). */
const helloEn = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');
const helloPl = (firstName: string | null) => (firstName ? `Dzień dobry, ${firstName}!` : 'Dzień dobry!');

/**
 * Sent on sign-up. It greets no one by name and quotes nothing typed at sign-up: whoever signed up
 * may not own the mailbox, and their text must not reach it.
 */
export const confirmAccountMail: Template<{ url: string }> = ({ url }) => ({
  en: {
    subject: 'Confirm your Fairhub account',
    paragraphs: [
      'Hello,',
      'thank you for signing up for Fairhub. Open the link to confirm your e-mail address and set your password; then you are signed in. The link is valid for 7 days.',
      'If you did not sign up, ignore this message: without the link nobody can use an account with your address.',
    ],
    link: { url, label: 'Confirm my account' },
  },
  pl: {
    subject: 'Potwierdź konto w Fairhub',
    paragraphs: [
      'Dzień dobry!',
      'Dziękujemy za rejestrację w Fairhub. Otwórz link, aby potwierdzić adres e-mail i ustawić hasło; potem będziesz już zalogowany. Link jest ważny 7 dni.',
      'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość: bez tego linku nikt nie skorzysta z konta na Twój adres.',
    ],
    link: { url, label: 'Potwierdzam konto' },
  },
});

export const alreadyRegisteredMail: Template<{ firstName: string | null; url: string }> = ({ firstName, url }) => ({
  en: {
    subject: 'You already have a Fairhub account',
    paragraphs: [
      helloEn(firstName),
      'someone tried to sign up for Fairhub with this e-mail address, which already has an account. If it was you, log in — or set a new password if you forgot it.',
      'If it was not you, you can ignore this message; your account has not changed.',
    ],
    link: { url, label: 'Set a new password' },
  },
  pl: {
    subject: 'Masz już konto w Fairhub',
    paragraphs: [
      helloPl(firstName),
      'Ktoś próbował założyć konto w Fairhub na ten adres e-mail, a konto już istnieje. Jeśli to Ty, zaloguj się — albo ustaw nowe hasło, jeśli go nie pamiętasz.',
      'Jeśli to nie Ty, zignoruj tę wiadomość; Twoje konto się nie zmieniło.',
    ],
    link: { url, label: 'Ustaw nowe hasło' },
  },
});

export const resetPasswordMail: Template<{ firstName: string | null; url: string }> = ({ firstName, url }) => ({
  en: {
    subject: 'Set a new Fairhub password',
    paragraphs: [
      helloEn(firstName),
      'we received a request to set a new password for your Fairhub account. The link is valid for 1 hour and works once. Setting a new password signs you out on every device.',
      'If you did not ask for this, ignore this message; your password stays as it is.',
    ],
    link: { url, label: 'Set a new password' },
  },
  pl: {
    subject: 'Ustaw nowe hasło w Fairhub',
    paragraphs: [
      helloPl(firstName),
      'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Fairhub. Link jest ważny 1 godzinę i działa jeden raz. Po zmianie hasła zostaniesz wylogowany na wszystkich urządzeniach.',
      'Jeśli to nie Ty, zignoruj tę wiadomość; hasło się nie zmieni.',
    ],
    link: { url, label: 'Ustaw nowe hasło' },
  },
});

export const invitationMail: Template<{ inviter: string; companyName: string; url: string }> = ({ inviter, companyName, url }) => ({
  en: {
    subject: `${inviter} invited you to ${companyName} on Fairhub`,
    paragraphs: [
      'Hello,',
      `${inviter} invited you to join ${companyName} on Fairhub, the marketplace for trade fairs and business events. Accept the invitation to meet partners, book meetings and see matching business offers together with your team. The invitation is valid for 14 days.`,
    ],
    link: { url, label: 'Accept the invitation' },
  },
  pl: {
    subject: `${inviter} zaprasza Cię do firmy ${companyName} w Fairhub`,
    paragraphs: [
      'Dzień dobry!',
      `${inviter} zaprasza Cię do firmy ${companyName} w Fairhub — platformie targów i wydarzeń biznesowych. Przyjmij zaproszenie, aby razem z zespołem poznawać partnerów, umawiać spotkania i przeglądać dopasowane oferty. Zaproszenie jest ważne 14 dni.`,
    ],
    link: { url, label: 'Przyjmuję zaproszenie' },
  },
});

// Settings: e-mail change, password change

export const confirmEmailChangeMail: Template<{ firstName: string; newEmail: string; url: string }> = ({ firstName, newEmail, url }) => ({
  en: {
    subject: 'Confirm your new Fairhub e-mail address',
    paragraphs: [
      `Hello ${firstName},`,
      `you asked to use ${newEmail} for your Fairhub account. Open the link to confirm it; until then you keep logging in with your current address. The link is valid for 24 hours and works once.`,
      'If you did not ask for this, ignore this message; nothing changes.',
    ],
    link: { url, label: 'Confirm my new address' },
  },
  pl: {
    subject: 'Potwierdź nowy adres e-mail w Fairhub',
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `Otrzymaliśmy prośbę o zmianę adresu e-mail Twojego konta Fairhub na ${newEmail}. Otwórz link, aby go potwierdzić; do tego czasu logujesz się dotychczasowym adresem. Link jest ważny 24 godziny i działa jeden raz.`,
      'Jeśli to nie Ty, zignoruj tę wiadomość; nic się nie zmieni.',
    ],
    link: { url, label: 'Potwierdzam nowy adres' },
  },
});

export const emailChangeNoticeMail: Template<{ firstName: string; newEmail: string }> = ({ firstName, newEmail }) => ({
  en: {
    subject: 'Your Fairhub e-mail address is about to change',
    paragraphs: [
      `Hello ${firstName},`,
      `someone signed in to your Fairhub account asked to change its e-mail address to ${newEmail}. The change happens only when the link we sent to that address is opened.`,
      'If it was not you, log in and change your password at once: that also logs out every other device.',
    ],
  },
  pl: {
    subject: 'Adres e-mail Twojego konta Fairhub ma się zmienić',
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `Ktoś zalogowany na Twoje konto Fairhub poprosił o zmianę adresu e-mail na ${newEmail}. Zmiana nastąpi dopiero po otwarciu linku, który wysłaliśmy na ten adres.`,
      'Jeśli to nie Ty, zaloguj się i od razu zmień hasło: wyloguje to też wszystkie inne urządzenia.',
    ],
  },
});

/** To the owner of an address that another account asked to move to: nothing changed, and no link was sent. */
export const emailInUseNoticeMail: Template<{ firstName: string }> = ({ firstName }) => ({
  en: {
    subject: 'Someone asked to use your e-mail address on Fairhub',
    paragraphs: [
      helloEn(firstName),
      'someone signed in to another Fairhub account asked to change its e-mail address to yours. This address already belongs to your account, so nothing changed and no confirmation link was sent.',
      'If you have two accounts and wanted to merge them, delete the one you no longer need in its settings first. Otherwise there is nothing to do.',
    ],
  },
  pl: {
    subject: 'Ktoś chciał użyć Twojego adresu e-mail w Fairhub',
    paragraphs: [
      helloPl(firstName),
      'Ktoś zalogowany na inne konto Fairhub poprosił o zmianę jego adresu e-mail na Twój. Ten adres należy już do Twojego konta, więc nic się nie zmieniło i nie wysłaliśmy linku potwierdzającego.',
      'Jeśli masz dwa konta i chciałeś je połączyć, najpierw usuń w ustawieniach to, którego już nie potrzebujesz. W przeciwnym razie nic nie musisz robić.',
    ],
  },
});

export const passwordChangedMail: Template<{ firstName: string }> = ({ firstName }) => ({
  en: {
    subject: 'Your Fairhub password was changed',
    paragraphs: [
      `Hello ${firstName},`,
      'the password of your Fairhub account was just changed, and every other device was logged out.',
      'If it was not you, set a new password with "Forgot your password?" in the login window and tell your company’s admin.',
    ],
  },
  pl: {
    subject: 'Hasło do Fairhub zostało zmienione',
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      'Hasło do Twojego konta Fairhub zostało właśnie zmienione, a wszystkie inne urządzenia zostały wylogowane.',
      'Jeśli to nie Ty, ustaw nowe hasło przez „Nie pamiętasz hasła?” w oknie logowania i powiadom administratora swojej firmy.',
    ],
  },
});

// Notifications that are also e-mailed (modules/notifications/notification-emails.ts); each says how to stop them.

const PREFERENCE_FOOTER = {
  en: 'You get this e-mail because it is switched on in your Fairhub settings, under "E-mail notifications"; switch it off there if you do not want it.',
  pl: 'Otrzymujesz tę wiadomość, bo jest włączona w ustawieniach Fairhub w sekcji „Powiadomienia e-mail”; możesz ją tam wyłączyć.',
};

export const invitationAcceptedMail: Template<{ firstName: string; name: string; companyName: string }> = ({ firstName, name, companyName }) => ({
  en: {
    subject: `${name} joined ${companyName} on Fairhub`,
    paragraphs: [`Hello ${firstName},`, `${name} accepted your invitation and is now a member of ${companyName} on Fairhub.`, PREFERENCE_FOOTER.en],
  },
  pl: {
    subject: `${name} dołącza do firmy ${companyName} w Fairhub`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `${name} przyjmuje Twoje zaproszenie i jest teraz członkiem firmy ${companyName} w Fairhub.`,
      PREFERENCE_FOOTER.pl,
    ],
  },
});

const ROLE_NAMES = {
  en: { owner: 'an owner', admin: 'an admin', member: 'a member' },
  pl: { owner: 'właścicielem', admin: 'administratorem', member: 'członkiem' },
} as const;
const roleName = (language: Language, role: string) => ROLE_NAMES[language][role as keyof (typeof ROLE_NAMES)['en']] ?? role;

export const memberRoleChangedMail: Template<{ firstName: string; by: string; companyName: string; role: string }> = ({
  firstName,
  by,
  companyName,
  role,
}) => ({
  en: {
    subject: `Your role at ${companyName} on Fairhub changed`,
    paragraphs: [
      `Hello ${firstName},`,
      `${by} made you ${roleName('en', role)} of ${companyName} on Fairhub. You see what the new role allows the next time you open the panel.`,
      PREFERENCE_FOOTER.en,
    ],
  },
  pl: {
    subject: `Twoja rola w firmie ${companyName} w Fairhub się zmieniła`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `${by} ustanawia Cię ${roleName('pl', role)} firmy ${companyName} w Fairhub. Nowe uprawnienia zobaczysz przy następnym otwarciu panelu.`,
      PREFERENCE_FOOTER.pl,
    ],
  },
});

export const memberRemovedMail: Template<{ firstName: string; by: string; companyName: string }> = ({ firstName, by, companyName }) => ({
  en: {
    subject: `You are no longer a member of ${companyName} on Fairhub`,
    paragraphs: [
      `Hello ${firstName},`,
      `${by} removed you from ${companyName} on Fairhub. Your account stays: you can create a company or accept another invitation.`,
      PREFERENCE_FOOTER.en,
    ],
  },
  pl: {
    subject: `Nie należysz już do firmy ${companyName} w Fairhub`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `${by} usuwa Cię z firmy ${companyName} w Fairhub. Twoje konto zostaje: możesz założyć firmę albo przyjąć inne zaproszenie.`,
      PREFERENCE_FOOTER.pl,
    ],
  },
});

// Participation in events (modules/participation): under the `eventUpdates` preference.

const PARTICIPATION_ROLE_NAMES = {
  en: { exhibitor: 'an exhibitor', visitor: 'a visitor' },
  pl: { exhibitor: 'wystawca', visitor: 'gość' },
} as const;
const participationRole = (language: Language, role: string) =>
  PARTICIPATION_ROLE_NAMES[language][role as keyof (typeof PARTICIPATION_ROLE_NAMES)['en']] ?? role;

export const participationAppliedMail: Template<{ firstName: string; name: string; role: string; eventTitle: string; status: string }> = ({
  firstName,
  name,
  role,
  eventTitle,
  status,
}) => ({
  en: {
    subject: `${name} applied to ${eventTitle}`,
    paragraphs: [
      `Hello ${firstName},`,
      status === 'approved'
        ? `${name} applied to take part in ${eventTitle} as ${participationRole('en', role)} and was approved at once (the event approves automatically).`
        : `${name} applied to take part in ${eventTitle} as ${participationRole('en', role)}. Approve or reject the application in the panel, under Events → ${eventTitle} → Participants.`,
      PREFERENCE_FOOTER.en,
    ],
  },
  pl: {
    subject: `${name} zgłasza się na ${eventTitle}`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      status === 'approved'
        ? `${name} zgłasza udział w wydarzeniu ${eventTitle} (rola: ${participationRole('pl', role)}); zgłoszenie przyjęto od razu, bo wydarzenie zatwierdza automatycznie.`
        : `${name} zgłasza udział w wydarzeniu ${eventTitle} (rola: ${participationRole('pl', role)}). Zatwierdź lub odrzuć zgłoszenie w panelu: Wydarzenia → ${eventTitle} → Uczestnicy.`,
      PREFERENCE_FOOTER.pl,
    ],
  },
});

export const participationApprovedMail: Template<{ firstName: string; eventTitle: string; role: string; companyName: string; reason: string }> = ({
  firstName,
  eventTitle,
  role,
  companyName,
  reason,
}) => ({
  en: {
    subject: `You take part in ${eventTitle}`,
    paragraphs: [
      `Hello ${firstName},`,
      role === 'exhibitor'
        ? `The organizer approved ${companyName} as an exhibitor at ${eventTitle}. You can now book meetings with the other participants.`
        : `The organizer approved your visit to ${eventTitle}. You can now book meetings with the other participants.`,
      ...(reason ? [`The organizer's note: ${reason}`] : []),
      PREFERENCE_FOOTER.en,
    ],
  },
  pl: {
    subject: `Bierzesz udział w wydarzeniu ${eventTitle}`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      role === 'exhibitor'
        ? `Organizator zatwierdza firmę ${companyName} jako wystawcę wydarzenia ${eventTitle}. Możesz teraz umawiać spotkania z innymi uczestnikami.`
        : `Organizator zatwierdza Twój udział w wydarzeniu ${eventTitle}. Możesz teraz umawiać spotkania z innymi uczestnikami.`,
      ...(reason ? [`Uwaga organizatora: ${reason}`] : []),
      PREFERENCE_FOOTER.pl,
    ],
  },
});

export const participationRejectedMail: Template<{ firstName: string; eventTitle: string; role: string; companyName: string; reason: string }> = ({
  firstName,
  eventTitle,
  role,
  companyName,
  reason,
}) => ({
  en: {
    subject: `Your application to ${eventTitle} was not accepted`,
    paragraphs: [
      `Hello ${firstName},`,
      role === 'exhibitor'
        ? `The organizer did not accept ${companyName} as an exhibitor at ${eventTitle}.`
        : `The organizer did not accept your application to visit ${eventTitle}.`,
      reason ? `The organizer's reason: ${reason}` : 'The organizer gave no reason.',
      PREFERENCE_FOOTER.en,
    ],
  },
  pl: {
    subject: `Zgłoszenie na ${eventTitle} nie zostało przyjęte`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      role === 'exhibitor'
        ? `Organizator nie przyjmuje firmy ${companyName} jako wystawcy wydarzenia ${eventTitle}.`
        : `Organizator nie przyjmuje Twojego zgłoszenia udziału w wydarzeniu ${eventTitle}.`,
      reason ? `Powód podany przez organizatora: ${reason}` : 'Organizator nie podał powodu.',
      PREFERENCE_FOOTER.pl,
    ],
  },
});

/** To someone with an account: the invitation waits in their panel. */
export const eventInvitedMail: Template<{ firstName: string; organizer: string; eventTitle: string; role: string }> = ({
  firstName,
  organizer,
  eventTitle,
  role,
}) => ({
  en: {
    subject: `${organizer} invites you to ${eventTitle}`,
    paragraphs: [
      `Hello ${firstName},`,
      `${organizer} invites you to take part in ${eventTitle} as ${participationRole('en', role)}. Accept or decline the invitation in the Fairhub panel, under Events. It is valid for 14 days.`,
      PREFERENCE_FOOTER.en,
    ],
  },
  pl: {
    subject: `${organizer} zaprasza Cię na ${eventTitle}`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `${organizer} zaprasza Cię do udziału w wydarzeniu ${eventTitle} (rola: ${participationRole('pl', role)}). Przyjmij lub odrzuć zaproszenie w panelu Fairhub, w sekcji Wydarzenia. Zaproszenie jest ważne 14 dni.`,
      PREFERENCE_FOOTER.pl,
    ],
  },
});

/** To an address without an account: the link registers them (/register/{token}). */
export const eventInvitationMail: Template<{ organizer: string; eventTitle: string; role: string; url: string }> = ({ organizer, eventTitle, role, url }) => ({
  en: {
    subject: `${organizer} invites you to ${eventTitle} on Fairhub`,
    paragraphs: [
      'Hello,',
      `${organizer} invites you to take part in ${eventTitle} as ${participationRole('en', role)} on Fairhub, the marketplace for trade fairs and business events. Create your account from the link to accept${role === 'exhibitor' ? ', then add your company and accept the invitation from the panel' : ''}. The invitation is valid for 14 days.`,
    ],
    link: { url, label: 'Accept the invitation' },
  },
  pl: {
    subject: `${organizer} zaprasza Cię na ${eventTitle} w Fairhub`,
    paragraphs: [
      'Dzień dobry!',
      `${organizer} zaprasza Cię do udziału w wydarzeniu ${eventTitle} (rola: ${participationRole('pl', role)}) w Fairhub — platformie targów i wydarzeń biznesowych. Załóż konto z linku, aby przyjąć zaproszenie${role === 'exhibitor' ? ', a potem dodaj swoją firmę i przyjmij zaproszenie w panelu' : ''}. Zaproszenie jest ważne 14 dni.`,
    ],
    link: { url, label: 'Przyjmuję zaproszenie' },
  },
});
