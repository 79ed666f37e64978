/**
 * The demo catalogue's fixed records: the demo logins and their companies, the organizers,
 * exhibitors, venues and public people, and the description templates. The generators
 * (../generators/demo.catalogue.ts) turn them into the catalogue with the word lists.
 */
import type { ProductStatus } from '@fairhub/shared/statuses';
import type { OfferingGroup } from './demo.offering-words.ts';
import type { IndustryKey } from './demo.words.ts';

export const DEMO_PASSWORD = 'fairhub-demo-2026';

export interface DemoLogin {
  email: string;
  role: string;
}

/** Demo accounts: an organizer, an exhibitor with a team member, and a visitor who has not onboarded yet. */
export const DEMO_LOGINS: DemoLogin[] = [
  { email: 'organizer@fairhub.test', role: 'owner of Baltic Expo Center (organizer)' },
  { email: 'exhibitor@fairhub.test', role: 'owner of Nordic Metalworks (exhibitor)' },
  { email: 'member@fairhub.test', role: 'member of Nordic Metalworks' },
  { email: 'visitor@fairhub.test', role: 'no company yet (sees onboarding)' },
];

/** An offer's status, with `open-ended` for an active offer without an end. */
export type OfferPlan = 'active' | 'open-ended' | 'draft' | 'closed';

/** A demo login's company as the catalogue sees it, with a fixed mix of products and offers. */
export interface LoginCompany {
  key: string;
  group: OfferingGroup;
  /** ISO 3166-1 alpha-2 and numeric. */
  countryCode: string;
  countryId: number;
  city: string;
  /** Its NACE divisions, most typical first. */
  codes: readonly string[];
  /** Fixed statuses, one per product and offer, taken in list order. */
  plan: { products: readonly ProductStatus[]; offers: readonly OfferPlan[] };
}

/** Keys of the two companies created with the demo logins. */
export const BALTIC_EXPO = 'baltic-expo';
export const NORDIC_METALWORKS = 'nordic-metalworks';

/**
 * The demo logins' companies (generators/demo.service.ts creates them) as the catalogue sees them, with a fixed
 * mix of products and offers so that their panel lists and public pages are filled.
 */
export const LOGIN_COMPANIES: Record<typeof BALTIC_EXPO | typeof NORDIC_METALWORKS, LoginCompany> = {
  [BALTIC_EXPO]: {
    key: BALTIC_EXPO,
    group: 'organizer',
    countryCode: 'PL',
    countryId: 616,
    city: 'Gdańsk',
    codes: ['82', '68'],
    plan: { products: ['published', 'published', 'published', 'published', 'draft'], offers: ['active', 'open-ended', 'active', 'draft'] },
  },
  [NORDIC_METALWORKS]: {
    key: NORDIC_METALWORKS,
    group: 'metalworking',
    countryCode: 'SE',
    countryId: 752,
    city: 'Gothenburg',
    codes: ['25', '24'],
    plan: { products: ['published', 'published', 'published', 'published', 'published', 'draft'], offers: ['active', 'active', 'closed', 'open-ended'] },
  },
};

export const ORGANIZER_CODES = ['82', '73', '68'];

export type CompanyRow = [key: string, name: string, city: string, industry: IndustryKey, organizes?: IndustryKey[]];

/** Organizers: trade-fair and congress companies. */
export const ORGANIZERS: CompanyRow[] = [
  ['warsaw-fair', 'Warsaw Fair Partners sp. z o.o.', 'waw', 'ict', ['ict', 'food', 'medical', 'construction', 'logistics', 'packaging']],
  ['krakow-expo', 'Kraków Congress & Expo sp. z o.o.', 'krk', 'food', ['food', 'furniture', 'ict', 'medical']],
  ['silesia-events', 'Expo Silesia Events sp. z o.o.', 'kat', 'metalworking', ['metalworking', 'machinery', 'energy', 'automotive']],
  ['poznan-fair', 'Poznań Trade Fair Group S.A.', 'poz', 'agriculture', ['agriculture', 'food', 'packaging', 'furniture', 'plastics']],
  ['wroclaw-events', 'Wrocław Business Events sp. z o.o.', 'wro', 'machinery', ['machinery', 'automotive', 'ict']],
  ['hanse-messe', 'Messe Hanse Events GmbH', 'ham', 'logistics', ['logistics', 'energy', 'food', 'packaging']],
  ['spree-congress', 'Spree Congress GmbH', 'ber', 'ict', ['ict', 'medical', 'energy']],
  ['isar-messen', 'Isar Fachmessen GmbH', 'muc', 'machinery', ['machinery', 'automotive', 'construction', 'plastics']],
  ['vltava-expo', 'Vltava Expo s.r.o.', 'prg', 'metalworking', ['metalworking', 'machinery', 'construction', 'food']],
  ['baltic-gateway', 'Baltic Gateway Events UAB', 'vno', 'ict', ['ict', 'logistics', 'energy', 'furniture']],
  ['oresund-events', 'Øresund Business Events ApS', 'cph', 'energy', ['energy', 'food', 'medical', 'logistics']],
  ['lombardia-fiere', 'Lombardia Fiere Industriali S.r.l.', 'mil', 'furniture', ['furniture', 'packaging', 'plastics', 'food', 'agriculture']],
];

/** Exhibitors: manufacturers and service companies. */
export const EXHIBITORS: CompanyRow[] = [
  ['wawel-foods', 'Wawel Foods sp. z o.o.', 'krk', 'food'],
  ['mazowsze-dairy', 'Mleczarnia Mazowsze sp. z o.o.', 'waw', 'food'],
  ['odra-machinery', 'Odra Machinery S.A.', 'wro', 'machinery'],
  ['silesia-steel', 'Silesia Steel Fabrication sp. z o.o.', 'kat', 'metalworking'],
  ['vistula-cargo', 'Vistula Cargo sp. z o.o.', 'gda', 'logistics'],
  ['lubelskie-agro', 'Lubelskie Agro sp. z o.o.', 'lub', 'agriculture'],
  ['manufaktura-mebli', 'Manufaktura Mebli Łódź sp. z o.o.', 'lod', 'furniture'],
  ['poznan-pack', 'Poznań Pack sp. z o.o.', 'poz', 'packaging'],
  ['krakow-code', 'Kraków Code Labs sp. z o.o.', 'krk', 'ict'],
  ['pomorska-energia', 'Pomorska Energia Wiatrowa sp. z o.o.', 'gda', 'energy'],
  ['medisilesia', 'Medisilesia sp. z o.o.', 'kat', 'medical'],
  ['spreewerk', 'Spreewerk Automation GmbH', 'ber', 'machinery'],
  ['elbe-kunststoff', 'Elbe Kunststofftechnik GmbH', 'ham', 'plastics'],
  ['alpen-medizin', 'Alpen Medizintechnik GmbH', 'muc', 'medical'],
  ['moravia-castings', 'Moravia Castings a.s.', 'brn', 'metalworking'],
  ['bohemia-polymers', 'Bohemia Polymers s.r.o.', 'prg', 'plastics'],
  ['donau-logistik', 'Donau Logistik GmbH', 'vie', 'logistics'],
  ['amber-grid', 'Amber Grid Solutions UAB', 'vno', 'energy'],
  ['daugava-timber', 'Daugava Timber SIA', 'rix', 'furniture'],
  ['tallinn-cloud', 'Tallinn Cloud Works OÜ', 'tll', 'ict'],
  ['kattegat-food', 'Kattegat Food Ingredients A/S', 'cph', 'food'],
  ['svea-drive', 'Svea Drive Systems AB', 'sto', 'automotive'],
  ['grachten-packaging', 'Grachten Packaging B.V.', 'ams', 'packaging'],
  ['brianza-arredo', 'Brianza Arredo S.r.l.', 'mil', 'furniture'],
  ['rhone-composites', 'Rhône Composites SAS', 'lyo', 'plastics'],
  ['costa-agritech', 'Costa Agritech S.L.', 'bcn', 'agriculture'],
  ['catalunya-components', 'Catalunya Motor Components S.L.', 'bcn', 'automotive'],
];

export type VenueRow = [key: string, owner: string, name: string, address: string, city: string, latitude: number, longitude: number, capacity: number];

export const VENUES: VenueRow[] = [
  ['bec-halls', BALTIC_EXPO, 'Baltic Expo Center Halls', 'ul. Żaglowa 11, 80-560 Gdańsk', 'gda', 54.3916, 18.6237, 12000],
  ['olivia-hub', BALTIC_EXPO, 'Olivia Conference Hub', 'al. Grunwaldzka 472, 80-309 Gdańsk', 'gda', 54.4036, 18.5709, 1200],
  ['warsaw-expo-park', 'warsaw-fair', 'Warsaw Expo Park', 'ul. Bartycka 24, 00-716 Warszawa', 'waw', 52.2062, 21.0657, 8000],
  ['lodz-halls', 'warsaw-fair', 'Łódź Textile Factory Halls', 'ul. Ogrodowa 17, 91-065 Łódź', 'lod', 51.781, 19.447, 2500],
  ['lublin-trade', 'warsaw-fair', 'Lublin Trade Centre', 'ul. Dworcowa 11, 20-407 Lublin', 'lub', 51.2305, 22.57, 3000],
  ['krakow-expo-hall', 'krakow-expo', 'Kraków Expo Hall', 'ul. Galicyjska 9, 31-586 Kraków', 'krk', 50.072, 20.014, 7000],
  ['silesia-arena', 'silesia-events', 'Silesia Congress Arena', 'ul. Olimpijska 10, 40-101 Katowice', 'kat', 50.266, 19.025, 5000],
  ['poznan-west', 'poznan-fair', 'Poznań Fairgrounds West', 'ul. Głogowska 14, 60-734 Poznań', 'poz', 52.401, 16.911, 15000],
  ['wroclaw-pavilion', 'wroclaw-events', 'Wrocław Centennial Expo Pavilion', 'ul. Wystawowa 1, 51-618 Wrocław', 'wro', 51.107, 17.077, 4000],
  ['hansa-hallen', 'hanse-messe', 'Hansa Messehallen', 'Messeplatz 1, 20357 Hamburg', 'ham', 53.563, 9.983, 20000],
  ['spree-center', 'spree-congress', 'Spree Congress Center', 'Alexanderstraße 11, 10178 Berlin', 'ber', 52.521, 13.416, 3000],
  ['ij-harbour', 'spree-congress', 'IJ Harbour Conference Centre', 'Piet Heinkade 27, 1019 BR Amsterdam', 'ams', 52.378, 4.914, 2000],
  ['isar-riem', 'isar-messen', 'Isar Expo Riem', 'Am Messesee 2, 81829 München', 'muc', 48.136, 11.69, 18000],
  ['donaupark-halle', 'isar-messen', 'Donaupark Messehalle', 'Wagramer Straße 17, 1220 Wien', 'vie', 48.234, 16.414, 5000],
  ['vltava-grounds', 'vltava-expo', 'Vltava Exhibition Grounds', 'Výstaviště 67, 170 00 Praha 7', 'prg', 50.106, 14.43, 9000],
  ['brno-pavilion', 'vltava-expo', 'Brno Moravia Fair Pavilion', 'Výstaviště 405/1, 603 00 Brno', 'brn', 49.187, 16.581, 10000],
  ['neris-expo', 'baltic-gateway', 'Neris Expo Centre', 'Laisvės pr. 5, LT-04215 Vilnius', 'vno', 54.685, 25.225, 6000],
  ['kipsala-halls', 'baltic-gateway', 'Ķīpsala Business Halls', 'Ķīpsalas iela 8, LV-1048 Rīga', 'rix', 56.956, 24.079, 5000],
  ['pirita-congress', 'baltic-gateway', 'Pirita Seaside Congress', 'Pirita tee 26, 10127 Tallinn', 'tll', 59.453, 24.807, 1500],
  ['orestad-hall', 'oresund-events', 'Ørestad Congress Hall', 'Center Boulevard 5, 2300 København S', 'cph', 55.638, 12.577, 10000],
  ['alvsjo-halls', 'oresund-events', 'Älvsjö Trade Halls', 'Mässvägen 1, 125 80 Stockholm', 'sto', 59.279, 18.01, 12000],
  ['fiera-nord', 'lombardia-fiere', 'Fiera Lombarda Nord', 'Via Gattamelata 5, 20149 Milano', 'mil', 45.48, 9.153, 14000],
  ['confluence-expo', 'lombardia-fiere', 'Lyon Confluence Expo', 'Quai Rambaud 14, 69002 Lyon', 'lyo', 45.74, 4.817, 3500],
  ['montjuic-pavilion', 'lombardia-fiere', 'Montjuïc Trade Pavilion', 'Carrer de Lleida 7, 08004 Barcelona', 'bcn', 41.372, 2.152, 8000],
];

export type PersonRow = [firstName: string, lastName: string, companyKey: string, jobTitle: string, bio: string];

/** People who made their profile public. */
export const PUBLIC_PEOPLE: PersonRow[] = [
  [
    'Katarzyna',
    'Zielińska',
    'wawel-foods',
    'Head of Purchasing',
    'Buys fruit, grain and packaging for a bakery and confectionery group in southern Poland. Looks for regional suppliers with organic certification.',
  ],
  [
    'Jonas',
    'Becker',
    'spreewerk',
    'Business Development Director',
    'Builds partnerships for robotic handling cells in Central and Eastern Europe. Happy to meet integrators and plant managers at fairs.',
  ],
  [
    'Tereza',
    'Dvořáková',
    'moravia-castings',
    'Export Sales Manager',
    'Sells grey-iron and aluminium castings to machine builders in Germany, Poland and Scandinavia. Fifteen years in foundry sales.',
  ],
  [
    'Mantas',
    'Petrauskas',
    'amber-grid',
    'Partnership Manager',
    'Works on battery storage projects for Baltic grid operators. Interested in offshore wind supply chains and hydrogen pilots.',
  ],
  [
    'Elin',
    'Karlsson',
    'svea-drive',
    'Key Account Manager',
    'Looks after electric drivetrain customers in Germany and Poland. Regular visitor of automotive supplier days.',
  ],
  [
    'Paweł',
    'Mazur',
    BALTIC_EXPO,
    'Event Programme Director',
    'Plans the conference programmes of Baltic Expo Center. Always looking for speakers from energy, logistics and food processing.',
  ],
  [
    'Giulia',
    'Ferrari',
    'brianza-arredo',
    'Head of Marketing',
    'Brings contract furniture from Brianza to hotels and offices across Europe. Organizes the company’s trade-fair presence.',
  ],
  [
    'Łukasz',
    'Krawczyk',
    'odra-machinery',
    'Technical Sales Engineer',
    'Advises customers on CNC machining centres and retrofits. Speaks Polish, English and German.',
  ],
  [
    'Sanne',
    'de Vries',
    'grachten-packaging',
    'Sustainability Lead',
    'Helps brand owners move to recyclable mono-material packaging. Speaker on packaging regulation at several European congresses.',
  ],
  [
    'Kadri',
    'Saar',
    'tallinn-cloud',
    'Chief Technology Officer',
    'Runs the cloud platform team of an Estonian software company. Interested in cybersecurity partners and ERP integrators.',
  ],
  [
    'Magdalena',
    'Dąbrowska',
    'vistula-cargo',
    'Procurement Specialist',
    'Buys warehouse equipment and fleet telematics for a Gdańsk logistics operator. Prefers short B2B meetings with clear offers.',
  ],
];

export const DESCRIPTIONS_ORGANIZER = [
  'Organizes {label} trade fairs, congresses and B2B meeting days in {city} and across the {region} region.',
  'Runs the exhibition calendar of {city}: industry fairs, buyers’ meetings and conferences for {audience}.',
];
export const DESCRIPTIONS_EXHIBITOR = [
  'Supplies {topic} and {topic2} to {audience}, exporting across Europe from {city}.',
  'Family-owned company from {city} working in {topic}; customers in more than fifteen countries.',
  'Develops and manufactures {topic} solutions for {audience}, with its own engineering team in {city}.',
];

export const HALL_LETTERS = ['A', 'B', 'C', 'D'];
