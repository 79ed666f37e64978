/**
 * The demo logins' conversations (docs/decisions.md, "Messages"): with each other and with public
 * demo people (`[first, last]` as in PUBLIC_PEOPLE). Each is in the language the two would share:
 * Polish between Polish speakers, English otherwise. The last `unread` messages are still unread by
 * their recipient (all written by the same side), so the logins' panels show unread counts. The
 * visitor login has none: without a company it has no panel, and nobody may write to it.
 */
export type DemoLogin = 'organizer' | 'exhibitor' | 'member' | 'visitor';
export type DemoParty = DemoLogin | [firstName: string, lastName: string];

export interface DemoConversation {
  a: DemoParty;
  b: DemoParty;
  /** Oldest first; `minutesAgo` before the demo data was loaded. */
  messages: { from: 'a' | 'b'; minutesAgo: number; body: string }[];
  /** How many of the last messages their recipient has not read yet. */
  unread: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    // Erik (exhibitor, English) and Paweł Mazur (Polish, writes English to him)
    a: ['Paweł', 'Mazur'],
    b: 'exhibitor',
    messages: [
      {
        from: 'a',
        minutesAgo: 2 * DAY + 5 * HOUR,
        body: 'Hello Erik, I saw that Nordic Metalworks exhibits at the coming fair in Gdańsk. We are looking for a supplier of welded stainless frames for food machines. Could we meet at your stand?',
      },
      {
        from: 'b',
        minutesAgo: 2 * DAY + 3 * HOUR,
        body: 'Hello Paweł, thank you for writing. Yes, gladly. Stainless frames are one of our main products. How many pieces a year are you thinking of?',
      },
      { from: 'a', minutesAgo: 2 * DAY + 2 * HOUR, body: 'About 400 a year, in three sizes. I can bring the drawings.' },
      { from: 'b', minutesAgo: DAY + 20 * HOUR, body: 'Perfect. Bring them along and our engineer will look at them with you.' },
      { from: 'a', minutesAgo: 3 * HOUR, body: 'Great. Would the first day at 10:30 work for you?' },
      { from: 'a', minutesAgo: 2 * HOUR + 50, body: 'And one more question: do you also do electropolishing, or only brushed finish?' },
    ],
    unread: 2,
  },
  {
    // Agnieszka (organizer, Polish) writes English to Erik
    a: 'organizer',
    b: 'exhibitor',
    messages: [
      {
        from: 'a',
        minutesAgo: 5 * DAY,
        body: 'Dear Erik, welcome among the exhibitors! Stand build-up starts the day before the fair at 8:00. Please send us the names of the people who will staff your stand.',
      },
      { from: 'b', minutesAgo: 4 * DAY + 22 * HOUR, body: 'Thank you, Agnieszka. It will be me and Marta Wiśniewska. Do we need parking passes for the van?' },
      {
        from: 'a',
        minutesAgo: 4 * DAY + 20 * HOUR,
        body: 'Yes, two passes are included. You will find them in the exhibitor pack at the reception of hall B.',
      },
      { from: 'b', minutesAgo: 4 * DAY + 19 * HOUR, body: 'Perfect, see you in Gdańsk!' },
    ],
    unread: 0,
  },
  {
    // Agnieszka and Marta (member), both Polish
    a: 'organizer',
    b: 'member',
    messages: [
      {
        from: 'b',
        minutesAgo: 3 * DAY,
        body: 'Dzień dobry, czy na stoisku będzie dostęp do prądu 400 V? Chcemy pokazać małą giętarkę.',
      },
      {
        from: 'a',
        minutesAgo: 2 * DAY + 23 * HOUR,
        body: 'Dzień dobry, tak — przyłącze 400 V trzeba zamówić w formularzu usług dodatkowych do piątku. Wyślę link.',
      },
      {
        from: 'a',
        minutesAgo: 40,
        body: 'Pani Marto, formularz usług dodatkowych jest już w panelu wystawcy. Proszę też o logo firmy do katalogu targowego (PNG, min. 1000 px).',
      },
    ],
    unread: 1,
  },
  {
    // Marta (member) and Paweł Mazur, both Polish
    a: 'member',
    b: ['Paweł', 'Mazur'],
    messages: [
      {
        from: 'a',
        minutesAgo: DAY + 6 * HOUR,
        body: 'Dzień dobry, Erik przekazał mi Pana rysunki ram. Czy ramy mają być spawane w osłonie argonu, czy wystarczy spawanie MAG?',
      },
      { from: 'b', minutesAgo: DAY + 4 * HOUR, body: 'Dzień dobry, wymagamy TIG w osłonie argonu — to maszyny do przetwórstwa żywności.' },
      { from: 'a', minutesAgo: DAY + 3 * HOUR, body: 'Rozumiem, dziękuję. Przygotujemy wycenę do końca tygodnia.' },
    ],
    unread: 0,
  },
  {
    // Erik and Łukasz Krawczyk (Polish, writes English)
    a: ['Łukasz', 'Krawczyk'],
    b: 'exhibitor',
    messages: [
      {
        from: 'a',
        minutesAgo: 4 * DAY,
        body: 'Hi Erik, we are building a new packaging line and need laser-cut brackets, about 2,000 pieces. Is this something you could quote?',
      },
      {
        from: 'b',
        minutesAgo: 3 * DAY + 21 * HOUR,
        body: 'Hi Łukasz, absolutely. Please send a drawing and the material grade, and I will come back with a price.',
      },
      { from: 'a', minutesAgo: 5 * HOUR, body: 'Drawings are on their way by e-mail. Material: S235, 4 mm, powder-coated RAL 7035.' },
    ],
    unread: 1,
  },
  {
    // Erik and Jonas Becker (German, English)
    a: 'exhibitor',
    b: ['Jonas', 'Becker'],
    messages: [
      {
        from: 'a',
        minutesAgo: 9 * DAY,
        body: 'Hello Jonas, good to meet you at the robotics day. As discussed, here is the contact for our welded base frames.',
      },
      {
        from: 'b',
        minutesAgo: 8 * DAY + 20 * HOUR,
        body: 'Thanks Erik! Our next cell project starts in March; I will loop you in for the frames.',
      },
    ],
    unread: 0,
  },
  {
    // Paweł Mazur and Tereza Dvořáková (English)
    a: ['Paweł', 'Mazur'],
    b: ['Tereza', 'Dvořáková'],
    messages: [
      {
        from: 'a',
        minutesAgo: 6 * DAY,
        body: 'Hello Tereza, do you also cast aluminium housings in small series, around 200 pieces?',
      },
      {
        from: 'b',
        minutesAgo: 20 * HOUR,
        body: 'Hello Paweł, yes, 200 pieces is fine for sand casting. Send me the 3D model and the alloy you need, and I will prepare an offer.',
      },
    ],
    unread: 1,
  },
  {
    // Agnieszka (organizer) and Magdalena Dąbrowska, both Polish
    a: 'organizer',
    b: ['Magdalena', 'Dąbrowska'],
    messages: [
      {
        from: 'b',
        minutesAgo: 2 * DAY,
        body: 'Dzień dobry, czy na targach logistycznych przewidziana jest strefa spotkań B2B dla kupujących?',
      },
      {
        from: 'a',
        minutesAgo: DAY + 22 * HOUR,
        body: 'Dzień dobry, tak — w hali C będzie 20 stolików do spotkań. Spotkania można umawiać w Fairhub po zatwierdzeniu udziału.',
      },
      { from: 'b', minutesAgo: DAY + 21 * HOUR, body: 'Świetnie, dziękuję! Zgłoszę się jako odwiedzająca.' },
    ],
    unread: 0,
  },
];
