/**
 * The demo logins' contacts (docs/decisions.md, "Contacts"): some saved from public demo people
 * (`person`: their first and last name, as in PUBLIC_PEOPLE; the contact's name, company and job
 * title come from them), some typed by hand. Tags and notes in the login's language.
 */
export type DemoContactOwner = 'organizer' | 'exhibitor' | 'member';

export interface DemoContact {
  owner: DemoContactOwner;
  /** Saved from this public demo person. */
  person?: [firstName: string, lastName: string];
  /** Typed by hand (or, with `person`, what the owner added). */
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  jobTitle?: string;
  tags: string[];
  note?: string;
  /** Saved this many days before the demo data was loaded. */
  daysAgo: number;
}

export const DEMO_CONTACTS: DemoContact[] = [
  // exhibitor@fairhub.test (Erik Lindqvist, English)
  {
    owner: 'exhibitor',
    person: ['Łukasz', 'Krawczyk'],
    tags: ['lead', 'machine builders'],
    note: 'Needs laser-cut brackets for a new packaging line. Send a quote for 2,000 pieces before Christmas.',
    daysAgo: 2,
  },
  {
    owner: 'exhibitor',
    person: ['Jonas', 'Becker'],
    phone: '+49 30 555 0142',
    tags: ['partner', 'robotics'],
    note: 'Integrator for robotic cells; could bundle our welded frames.',
    daysAgo: 9,
  },
  { owner: 'exhibitor', person: ['Tereza', 'Dvořáková'], tags: ['supplier', 'castings'], daysAgo: 20 },
  {
    owner: 'exhibitor',
    name: 'Paweł Grabowski',
    email: 'p.grabowski@zm-lodz.example',
    phone: '+48 42 633 12 45',
    company: 'Zakłady Mechaniczne Łódź Sp. z o.o.',
    jobTitle: 'Kierownik zakupów',
    tags: ['lead', 'Łódź', 'hot'],
    note: 'Met at the stand on day two. Buys 3 mm stainless sheet parts; wants samples by January.\nPrefers phone calls in the morning.',
    daysAgo: 1,
  },
  {
    owner: 'exhibitor',
    name: 'Ingrid Holm',
    email: 'ingrid.holm@fjordpack.example',
    company: 'Fjord Packaging AS',
    jobTitle: 'Plant manager',
    tags: ['lead', 'packaging'],
    note: 'Interested in a framework agreement; follow up after the budget meeting in February.',
    daysAgo: 5,
  },
  {
    owner: 'exhibitor',
    name: 'Anna Wójcik',
    email: 'anna.wojcik@spawmet.example',
    phone: '+48 601 234 567',
    company: 'Spawmet, Gdańsk',
    tags: ['supplier', 'welding'],
    daysAgo: 14,
  },
  // member@fairhub.test (Marta Wiśniewska, Polish)
  {
    owner: 'member',
    person: ['Magdalena', 'Dąbrowska'],
    tags: ['logistyka', 'transport'],
    note: 'Może przewieźć nasze palety do Skandynawii; poprosić o stawki na 2027.',
    daysAgo: 3,
  },
  {
    owner: 'member',
    person: ['Katarzyna', 'Zielińska'],
    tags: ['targi'],
    daysAgo: 12,
  },
  {
    owner: 'member',
    name: 'Grzegorz Lewandowski',
    email: 'g.lewandowski@metal-lodz.example',
    phone: '+48 42 250 77 10',
    company: 'Metal-Łódź S.A.',
    jobTitle: 'Dyrektor techniczny',
    tags: ['klient', 'Łódź', 'stal nierdzewna'],
    note: 'Rozmowa przy stoisku B12. Zainteresowany obudowami ze stali nierdzewnej; wysłać katalog.',
    daysAgo: 1,
  },
  {
    owner: 'member',
    name: 'Joanna Kamińska',
    email: 'joanna@kaminska-design.example',
    company: 'Kamińska Design, Kraków',
    jobTitle: 'Projektantka',
    tags: ['partner'],
    daysAgo: 7,
  },
  // organizer@fairhub.test (Agnieszka Nowak, Polish)
  {
    owner: 'organizer',
    person: ['Mantas', 'Petrauskas'],
    tags: ['wystawca', 'energetyka'],
    note: 'Chce większe stoisko w hali B w przyszłym roku.',
    daysAgo: 4,
  },
  {
    owner: 'organizer',
    person: ['Elin', 'Karlsson'],
    tags: ['wystawca'],
    daysAgo: 15,
  },
  {
    owner: 'organizer',
    name: 'Piotr Szymański',
    email: 'piotr.szymanski@catering-lodz.example',
    phone: '+48 42 610 20 30',
    company: 'Catering Łódź Szymański i Wspólnicy',
    jobTitle: 'Właściciel',
    tags: ['dostawca', 'catering', 'Łódź'],
    note: 'Obsługa cateringowa gali otwarcia; umowa do podpisania do końca miesiąca.',
    daysAgo: 2,
  },
  {
    owner: 'organizer',
    name: 'Helena Brandt',
    email: 'h.brandt@messe-partner.example',
    company: 'Messe Partner GmbH',
    jobTitle: 'Head of Sales',
    tags: ['partner', 'media'],
    daysAgo: 30,
  },
];
