/**
 * Word lists behind the demo catalogue (loaded on first start) and the bulk benchmark catalogue
 * (`npm run seed`): cities, industries and the templates that turn them into readable titles and
 * descriptions. Invented companies in real places; no real company is named.
 */

export interface City {
  key: string;
  /** As written locally. */
  name: string;
  countryId: number;
  countryCode: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  /** Region word used in some event titles. */
  region: string;
  /** A few real street names, for addresses. */
  streets: string[];
  /** Postal code pattern's prefix and the address style ("pl" puts "ul." before the street). */
  postal: string;
  style: 'pl' | 'de' | 'nordic' | 'romance' | 'baltic' | 'cz';
}

export const CITIES: City[] = [
  { key: 'waw', name: 'Warszawa', countryId: 616, countryCode: 'PL', timeZone: 'Europe/Warsaw', latitude: 52.2297, longitude: 21.0122, region: 'Mazovian', streets: ['Marszałkowska', 'Prosta', 'Grzybowska', 'Żwirki i Wigury', 'Bartycka', 'Towarowa'], postal: '00-', style: 'pl' },
  { key: 'krk', name: 'Kraków', countryId: 616, countryCode: 'PL', timeZone: 'Europe/Warsaw', latitude: 50.0647, longitude: 19.945, region: 'Lesser Poland', streets: ['Galicyjska', 'Lubomirskiego', 'Pawia', 'Wielicka', 'Dobrego Pasterza'], postal: '30-', style: 'pl' },
  { key: 'lod', name: 'Łódź', countryId: 616, countryCode: 'PL', timeZone: 'Europe/Warsaw', latitude: 51.7592, longitude: 19.456, region: 'Central Polish', streets: ['Politechniki', 'Ogrodowa', 'Piotrkowska', 'Karskiego'], postal: '90-', style: 'pl' },
  { key: 'wro', name: 'Wrocław', countryId: 616, countryCode: 'PL', timeZone: 'Europe/Warsaw', latitude: 51.1079, longitude: 17.0385, region: 'Lower Silesian', streets: ['Wystawowa', 'Legnicka', 'Strzegomska', 'Powstańców Śląskich'], postal: '50-', style: 'pl' },
  { key: 'poz', name: 'Poznań', countryId: 616, countryCode: 'PL', timeZone: 'Europe/Warsaw', latitude: 52.4064, longitude: 16.9252, region: 'Greater Poland', streets: ['Głogowska', 'Bukowska', 'Święcickiego', 'Dąbrowskiego'], postal: '60-', style: 'pl' },
  { key: 'gda', name: 'Gdańsk', countryId: 616, countryCode: 'PL', timeZone: 'Europe/Warsaw', latitude: 54.352, longitude: 18.6466, region: 'Pomeranian', streets: ['Żaglowa', 'Grunwaldzka', 'Długie Pobrzeże', 'Olivia Business Centre', 'Marynarki Polskiej'], postal: '80-', style: 'pl' },
  { key: 'kat', name: 'Katowice', countryId: 616, countryCode: 'PL', timeZone: 'Europe/Warsaw', latitude: 50.2649, longitude: 19.0238, region: 'Silesian', streets: ['Chorzowska', 'Olimpijska', 'Francuska', 'Sokolska'], postal: '40-', style: 'pl' },
  { key: 'lub', name: 'Lublin', countryId: 616, countryCode: 'PL', timeZone: 'Europe/Warsaw', latitude: 51.2465, longitude: 22.5684, region: 'Eastern Polish', streets: ['Dworcowa', 'Zemborzycka', 'Krakowskie Przedmieście', 'Mełgiewska'], postal: '20-', style: 'pl' },
  { key: 'ber', name: 'Berlin', countryId: 276, countryCode: 'DE', timeZone: 'Europe/Berlin', latitude: 52.52, longitude: 13.405, region: 'Berlin-Brandenburg', streets: ['Messedamm', 'Alexanderstraße', 'Friedrichstraße', 'Invalidenstraße'], postal: '10', style: 'de' },
  { key: 'ham', name: 'Hamburg', countryId: 276, countryCode: 'DE', timeZone: 'Europe/Berlin', latitude: 53.5511, longitude: 9.9937, region: 'Hanseatic', streets: ['Messeplatz', 'Großer Burstah', 'Am Sandtorkai', 'Hafenstraße'], postal: '20', style: 'de' },
  { key: 'muc', name: 'München', countryId: 276, countryCode: 'DE', timeZone: 'Europe/Berlin', latitude: 48.1351, longitude: 11.582, region: 'Bavarian', streets: ['Am Messesee', 'Leopoldstraße', 'Landsberger Straße', 'Arnulfstraße'], postal: '80', style: 'de' },
  { key: 'prg', name: 'Praha', countryId: 203, countryCode: 'CZ', timeZone: 'Europe/Prague', latitude: 50.0755, longitude: 14.4378, region: 'Bohemian', streets: ['Beranových', 'Na Příkopě', 'Výstaviště', 'Sokolovská'], postal: '1', style: 'cz' },
  { key: 'brn', name: 'Brno', countryId: 203, countryCode: 'CZ', timeZone: 'Europe/Prague', latitude: 49.1951, longitude: 16.6068, region: 'Moravian', streets: ['Výstaviště', 'Křížová', 'Hlinky', 'Purkyňova'], postal: '6', style: 'cz' },
  { key: 'vie', name: 'Wien', countryId: 40, countryCode: 'AT', timeZone: 'Europe/Vienna', latitude: 48.2082, longitude: 16.3738, region: 'Danube', streets: ['Messeplatz', 'Wagramer Straße', 'Mariahilfer Straße', 'Praterstraße'], postal: '1', style: 'de' },
  { key: 'vno', name: 'Vilnius', countryId: 440, countryCode: 'LT', timeZone: 'Europe/Vilnius', latitude: 54.6872, longitude: 25.2797, region: 'Baltic', streets: ['Laisvės pr.', 'Konstitucijos pr.', 'Gedimino pr.', 'Ozo g.'], postal: 'LT-0', style: 'baltic' },
  { key: 'rix', name: 'Rīga', countryId: 428, countryCode: 'LV', timeZone: 'Europe/Riga', latitude: 56.9496, longitude: 24.1052, region: 'Baltic', streets: ['Ķīpsalas iela', 'Brīvības iela', 'Krasta iela', 'Elizabetes iela'], postal: 'LV-10', style: 'baltic' },
  { key: 'tll', name: 'Tallinn', countryId: 233, countryCode: 'EE', timeZone: 'Europe/Tallinn', latitude: 59.437, longitude: 24.7536, region: 'Baltic', streets: ['Pirita tee', 'Narva mnt', 'Pärnu mnt', 'Sadama'], postal: '1', style: 'baltic' },
  { key: 'cph', name: 'København', countryId: 208, countryCode: 'DK', timeZone: 'Europe/Copenhagen', latitude: 55.6761, longitude: 12.5683, region: 'Nordic', streets: ['Center Boulevard', 'Vesterbrogade', 'Amager Strandvej', 'Kalvebod Brygge'], postal: '2', style: 'nordic' },
  { key: 'sto', name: 'Stockholm', countryId: 752, countryCode: 'SE', timeZone: 'Europe/Stockholm', latitude: 59.3293, longitude: 18.0686, region: 'Nordic', streets: ['Mässvägen', 'Kungsgatan', 'Sveavägen', 'Hamngatan'], postal: '11', style: 'nordic' },
  { key: 'ams', name: 'Amsterdam', countryId: 528, countryCode: 'NL', timeZone: 'Europe/Amsterdam', latitude: 52.3676, longitude: 4.9041, region: 'Benelux', streets: ['Europaplein', 'Piet Heinkade', 'Damrak', 'Zuidas'], postal: '10', style: 'nordic' },
  { key: 'mil', name: 'Milano', countryId: 380, countryCode: 'IT', timeZone: 'Europe/Rome', latitude: 45.4642, longitude: 9.19, region: 'Lombard', streets: ['Viale Scarampo', 'Corso Buenos Aires', 'Via Gattamelata', 'Via Tortona'], postal: '201', style: 'romance' },
  { key: 'lyo', name: 'Lyon', countryId: 250, countryCode: 'FR', timeZone: 'Europe/Paris', latitude: 45.764, longitude: 4.8357, region: 'Rhône-Alpes', streets: ['Boulevard de l’Europe', 'Quai Charles de Gaulle', 'Rue de la République', 'Cours Lafayette'], postal: '690', style: 'romance' },
  { key: 'bcn', name: 'Barcelona', countryId: 724, countryCode: 'ES', timeZone: 'Europe/Madrid', latitude: 41.3874, longitude: 2.1686, region: 'Mediterranean', streets: ['Avinguda Joan Carles I', 'Carrer de Balmes', 'Passeig de Gràcia', 'Gran Via de les Corts Catalanes'], postal: '080', style: 'romance' },
];

export type IndustryKey =
  | 'food'
  | 'machinery'
  | 'metalworking'
  | 'logistics'
  | 'ict'
  | 'energy'
  | 'construction'
  | 'furniture'
  | 'medical'
  | 'packaging'
  | 'plastics'
  | 'automotive'
  | 'agriculture';

/** The eight cover images in apps/web/public/covers/. */
export const COVERS = ['food', 'machinery', 'logistics', 'ict', 'energy', 'construction', 'medical', 'packaging'] as const;

export interface Industry {
  key: IndustryKey;
  /** Used in English titles: "Machinery Expo". */
  label: string;
  /** Used in Polish titles, in the genitive: "Targi Maszyn i Urządzeń". */
  labelPl: string;
  /** NACE Rev. 2 divisions, most typical first. */
  codes: string[];
  cover: (typeof COVERS)[number];
  audience: string;
  audiencePl: string;
  topics: string[];
  /** The same topics in Polish, in the same order. */
  topicsPl: string[];
  /** Nouns for company names: "Vistula Foods". */
  companyNouns: string[];
}

export const INDUSTRIES: Industry[] = [
  {
    key: 'food', label: 'Food & Beverage', labelPl: 'Przemysłu Spożywczego', codes: ['10', '11', '46'], cover: 'food',
    audience: 'food producers, processors and retail buyers', audiencePl: 'producentów żywności, przetwórców i kupców sieci handlowych',
    topics: ['bakery', 'dairy', 'meat processing', 'craft beverages', 'frozen food', 'confectionery', 'organic food', 'food safety', 'private label', 'coffee roasting'],
    topicsPl: ['piekarnictwo', 'mleczarstwo', 'przetwórstwo mięsa', 'napoje rzemieślnicze', 'mrożonki', 'cukiernictwo', 'żywność ekologiczna', 'bezpieczeństwo żywności', 'marki własne', 'palenie kawy'],
    companyNouns: ['Foods', 'Dairy', 'Bakeries', 'Beverages', 'Provisions'],
  },
  {
    key: 'machinery', label: 'Machinery', labelPl: 'Maszyn i Urządzeń', codes: ['28', '33'], cover: 'machinery',
    audience: 'machine builders, plant engineers and maintenance managers', audiencePl: 'producentów maszyn, inżynierów utrzymania ruchu i służb zakupowych',
    topics: ['CNC machining', 'industrial robots', 'hydraulics', 'pneumatics', 'machine tools', 'predictive maintenance', 'drive technology', 'automation', 'bearings', 'compressors'],
    topicsPl: ['obróbka CNC', 'roboty przemysłowe', 'hydraulika', 'pneumatyka', 'obrabiarki', 'utrzymanie ruchu', 'napędy', 'automatyka', 'łożyska', 'sprężarki'],
    companyNouns: ['Machinery', 'Automation', 'Engineering', 'Robotics', 'Drives'],
  },
  {
    key: 'metalworking', label: 'Metalworking', labelPl: 'Obróbki Metali', codes: ['25', '24'], cover: 'machinery',
    audience: 'metal fabricators, foundries and their industrial customers', audiencePl: 'zakładów obróbki metali, odlewni i ich klientów przemysłowych',
    topics: ['sheet metal', 'welding', 'casting', 'forging', 'surface treatment', 'laser cutting', 'fasteners', 'galvanizing', 'powder coating', 'steel structures'],
    topicsPl: ['blachy', 'spawanie', 'odlewnictwo', 'kucie', 'obróbka powierzchni', 'cięcie laserowe', 'elementy złączne', 'cynkowanie', 'malowanie proszkowe', 'konstrukcje stalowe'],
    companyNouns: ['Metalworks', 'Steel', 'Castings', 'Forge', 'Fabrication'],
  },
  {
    key: 'logistics', label: 'Logistics', labelPl: 'Logistyki i Transportu', codes: ['52', '49', '53'], cover: 'logistics',
    audience: 'shippers, carriers, forwarders and warehouse operators', audiencePl: 'spedytorów, przewoźników i operatorów magazynów',
    topics: ['warehousing', 'intermodal transport', 'cold chain', 'last-mile delivery', 'freight forwarding', 'port logistics', 'fleet telematics', 'e-commerce fulfilment', 'rail freight', 'customs'],
    topicsPl: ['magazynowanie', 'transport intermodalny', 'łańcuch chłodniczy', 'dostawy ostatniej mili', 'spedycja', 'logistyka portowa', 'telematyka flot', 'fulfilment e-commerce', 'kolejowe przewozy towarowe', 'odprawy celne'],
    companyNouns: ['Logistics', 'Cargo', 'Freight', 'Transport', 'Shipping'],
  },
  {
    key: 'ict', label: 'ICT', labelPl: 'Technologii Informacyjnych', codes: ['62', '63', '61'], cover: 'ict',
    audience: 'software houses, IT managers and digital teams', audiencePl: 'firm programistycznych, działów IT i zespołów cyfrowych',
    topics: ['cloud', 'cybersecurity', 'artificial intelligence', 'data centres', 'ERP', 'IoT', '5G', 'software outsourcing', 'fintech', 'e-commerce platforms'],
    topicsPl: ['chmura', 'cyberbezpieczeństwo', 'sztuczna inteligencja', 'centra danych', 'ERP', 'IoT', '5G', 'outsourcing IT', 'fintech', 'platformy e-commerce'],
    companyNouns: ['Software', 'Digital', 'Systems', 'Data', 'Cloud'],
  },
  {
    key: 'energy', label: 'Energy', labelPl: 'Energetyki', codes: ['35', '27', '71'], cover: 'energy',
    audience: 'utilities, installers and energy-intensive industry', audiencePl: 'przedsiębiorstw energetycznych, instalatorów i przemysłu energochłonnego',
    topics: ['wind power', 'offshore wind', 'photovoltaics', 'hydrogen', 'energy storage', 'heat pumps', 'smart grids', 'biogas', 'district heating', 'charging infrastructure'],
    topicsPl: ['energetyka wiatrowa', 'morska energetyka wiatrowa', 'fotowoltaika', 'wodór', 'magazyny energii', 'pompy ciepła', 'inteligentne sieci', 'biogaz', 'ciepłownictwo', 'infrastruktura ładowania'],
    companyNouns: ['Energy', 'Power', 'Solar', 'Grid', 'Renewables'],
  },
  {
    key: 'construction', label: 'Construction', labelPl: 'Budownictwa', codes: ['41', '43', '42', '23'], cover: 'construction',
    audience: 'contractors, architects and building material suppliers', audiencePl: 'wykonawców, architektów i dostawców materiałów budowlanych',
    topics: ['timber construction', 'prefabrication', 'BIM', 'insulation', 'roofing', 'facades', 'road building', 'smart buildings', 'HVAC', 'concrete'],
    topicsPl: ['budownictwo drewniane', 'prefabrykacja', 'BIM', 'izolacje', 'dachy', 'fasady', 'budowa dróg', 'inteligentne budynki', 'HVAC', 'beton'],
    companyNouns: ['Construction', 'Build', 'Structures', 'Building Systems', 'Concrete'],
  },
  {
    key: 'furniture', label: 'Furniture', labelPl: 'Przemysłu Meblarskiego', codes: ['31', '16'], cover: 'construction',
    audience: 'furniture makers, interior designers and retailers', audiencePl: 'producentów mebli, projektantów wnętrz i sprzedawców',
    topics: ['office furniture', 'upholstery', 'kitchen interiors', 'wood finishing', 'furniture fittings', 'contract furnishing', 'outdoor furniture', 'lighting', 'flooring', 'interior design'],
    topicsPl: ['meble biurowe', 'tapicerstwo', 'zabudowy kuchenne', 'wykończenie drewna', 'okucia meblowe', 'wyposażenie obiektów', 'meble ogrodowe', 'oświetlenie', 'podłogi', 'projektowanie wnętrz'],
    companyNouns: ['Furniture', 'Interiors', 'Woodcraft', 'Design', 'Timber'],
  },
  {
    key: 'medical', label: 'Medical', labelPl: 'Techniki Medycznej', codes: ['32', '21', '86', '26'], cover: 'medical',
    audience: 'hospitals, clinics and medical technology suppliers', audiencePl: 'szpitali, przychodni i dostawców sprzętu medycznego',
    topics: ['medical devices', 'diagnostics', 'telemedicine', 'dental technology', 'hospital equipment', 'pharmaceuticals', 'rehabilitation', 'laboratory equipment', 'digital health', 'orthopaedics'],
    topicsPl: ['wyroby medyczne', 'diagnostyka', 'telemedycyna', 'stomatologia', 'wyposażenie szpitali', 'farmacja', 'rehabilitacja', 'aparatura laboratoryjna', 'e-zdrowie', 'ortopedia'],
    companyNouns: ['Medical', 'Health', 'Diagnostics', 'Pharma', 'Medtech'],
  },
  {
    key: 'packaging', label: 'Packaging', labelPl: 'Opakowań', codes: ['17', '22', '18'], cover: 'packaging',
    audience: 'brand owners, converters and packaging machine makers', audiencePl: 'właścicieli marek, producentów opakowań i maszyn pakujących',
    topics: ['corrugated board', 'flexible packaging', 'labels', 'sustainable packaging', 'packaging machinery', 'glass containers', 'recycling', 'printing', 'pallets', 'sealing'],
    topicsPl: ['tektura falista', 'opakowania giętkie', 'etykiety', 'opakowania ekologiczne', 'maszyny pakujące', 'opakowania szklane', 'recykling', 'druk', 'palety', 'zgrzewanie'],
    companyNouns: ['Packaging', 'Pack', 'Labels', 'Print', 'Cartons'],
  },
  {
    key: 'plastics', label: 'Plastics', labelPl: 'Tworzyw Sztucznych', codes: ['22', '20'], cover: 'packaging',
    audience: 'processors, compounders and mould makers', audiencePl: 'przetwórców tworzyw, producentów granulatów i narzędziowni',
    topics: ['injection moulding', 'extrusion', 'polymers', 'bioplastics', 'composites', '3D printing', 'recycled plastics', 'moulds', 'rubber', 'thermoforming'],
    topicsPl: ['wtryskiwanie', 'wytłaczanie', 'polimery', 'biotworzywa', 'kompozyty', 'druk 3D', 'recyklaty', 'formy wtryskowe', 'guma', 'termoformowanie'],
    companyNouns: ['Polymers', 'Plastics', 'Composites', 'Moulding', 'Chemicals'],
  },
  {
    key: 'automotive', label: 'Automotive', labelPl: 'Motoryzacji', codes: ['29', '30', '45'], cover: 'logistics',
    audience: 'vehicle makers, tier suppliers and dealers', audiencePl: 'producentów pojazdów, dostawców części i dealerów',
    topics: ['electric vehicles', 'batteries', 'car components', 'commercial vehicles', 'aftermarket', 'autonomous driving', 'tyres', 'automotive electronics', 'lightweight design', 'bus manufacturing'],
    topicsPl: ['pojazdy elektryczne', 'baterie', 'części samochodowe', 'pojazdy użytkowe', 'rynek części zamiennych', 'jazda autonomiczna', 'opony', 'elektronika samochodowa', 'konstrukcje lekkie', 'produkcja autobusów'],
    companyNouns: ['Automotive', 'Motors', 'Components', 'Mobility', 'Vehicles'],
  },
  {
    key: 'agriculture', label: 'Agriculture', labelPl: 'Rolnictwa', codes: ['01', '02', '03'], cover: 'food',
    audience: 'farmers, agricultural cooperatives and equipment dealers', audiencePl: 'rolników, spółdzielni i dealerów maszyn rolniczych',
    topics: ['crop protection', 'precision farming', 'livestock', 'horticulture', 'forestry', 'aquaculture', 'fertilisers', 'farm machinery', 'seeds', 'greenhouses'],
    topicsPl: ['ochrona roślin', 'rolnictwo precyzyjne', 'hodowla zwierząt', 'ogrodnictwo', 'leśnictwo', 'akwakultura', 'nawozy', 'maszyny rolnicze', 'nasiennictwo', 'szklarnie'],
    companyNouns: ['Agro', 'Farms', 'Seeds', 'Harvest', 'Agritech'],
  },
];

/** Kinds of events, with how many days each usually lasts. */
export const EVENT_KINDS_EN = [
  { name: 'Trade Fair', days: [2, 3] },
  { name: 'Expo', days: [2, 3] },
  { name: 'Congress', days: [1, 2] },
  { name: 'Summit', days: [1, 2] },
  { name: 'Forum', days: [1, 2] },
  { name: 'B2B Matchmaking Days', days: [1, 2] },
  { name: 'Conference', days: [1, 2] },
  { name: 'Innovation Days', days: [1, 2] },
  { name: 'Show', days: [2, 3] },
  { name: 'Buyers’ Meeting', days: [1] },
];

export const EVENT_KINDS_PL = [
  { name: 'Targi', days: [2, 3] },
  { name: 'Kongres', days: [1, 2] },
  { name: 'Forum', days: [1, 2] },
  { name: 'Dni Kooperacji B2B', days: [1, 2] },
  { name: 'Konferencja', days: [1, 2] },
  { name: 'Giełda Kooperacyjna', days: [1] },
];

/** English title patterns; {label}, {kind}, {city}, {region}, {topic}, {year}. */
export const TITLES_EN = ['{label} {kind} {city}', '{region} {label} {kind} {year}', '{topic} {kind} {year}', '{city} {topic} {kind}', 'International {label} {kind}', '{label} {kind} {year}'];
export const TITLES_PL = ['{kind} {labelPl} {year}', '{kind} {labelPl} — {city}', '{city}: {kind} {labelPl}'];

export const SUMMARIES_EN = [
  '{kindLower} for {audience}, with a programme on {topic} and {topic2}.',
  'Meet suppliers and buyers in {city}: {topic}, {topic2} and {topic3} under one roof.',
  '{days} of pre-arranged B2B meetings for {audience}, focused on {topic}.',
  'The {region} meeting place for {audience}: exhibitions, talks and one-to-one meetings on {topic}.',
];
export const SUMMARIES_PL = [
  'Spotkanie {audiencePl} — wystawa, prelekcje i rozmowy B2B o tematach takich jak {topic} i {topic2}.',
  '{kind} w mieście {city}: dostawcy i odbiorcy z branży, a w programie {topic}, {topic2} i {topic3}.',
];

export const DESCRIPTION_SENTENCES_EN = [
  'The exhibition floor brings together manufacturers, distributors and service providers working in {topic}, {topic2} and {topic3}.',
  'Pre-arranged one-to-one meetings run at {tables} tables; book them in advance through the matchmaking tool.',
  'The conference stage covers market outlooks, regulation and case studies from companies across the {region} region.',
  'Buyers from retail chains, wholesalers and industrial purchasing departments are invited by the organizer.',
  'Entry is free for registered trade visitors; registration closes the day before the event.',
  'A start-up zone shows young companies working on {topic2}, with short pitches every afternoon.',
  'Workshops on {topic3} take place in smaller rooms next to the main hall and need a separate sign-up.',
  'The evening networking reception is open to exhibitors and registered visitors.',
];
export const DESCRIPTION_SENTENCES_PL = [
  'Na hali wystawowej spotkają się producenci, dystrybutorzy i usługodawcy zajmujący się tematami: {topic}, {topic2} i {topic3}.',
  'Umówione wcześniej rozmowy B2B odbywają się przy {tables} stolikach; zarezerwuj je w narzędziu do kojarzenia partnerów.',
  'Na scenie konferencyjnej eksperci omówią sytuację rynkową, nowe przepisy i przykłady wdrożeń.',
  'Wstęp dla zarejestrowanych gości branżowych jest bezpłatny; rejestracja kończy się dzień przed wydarzeniem.',
  'Wieczorem wystawcy i goście spotykają się na części networkingowej.',
];

export const FIRST_NAMES: Record<string, string[]> = {
  PL: ['Anna', 'Piotr', 'Katarzyna', 'Michał', 'Magdalena', 'Paweł', 'Joanna', 'Krzysztof', 'Ewa', 'Łukasz', 'Zofia', 'Jakub'],
  DE: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Sophie', 'Maximilian', 'Hannah'],
  CZ: ['Jan', 'Tereza', 'Petr', 'Lucie', 'Tomáš', 'Kateřina'],
  AT: ['Florian', 'Julia', 'Stefan', 'Lena'],
  LT: ['Mantas', 'Eglė', 'Tomas', 'Rūta'],
  LV: ['Jānis', 'Līga', 'Mārtiņš', 'Ilze'],
  EE: ['Martin', 'Kadri', 'Andres', 'Liis'],
  DK: ['Mads', 'Sofie', 'Rasmus', 'Ida'],
  SE: ['Erik', 'Elin', 'Johan', 'Maja', 'Oskar', 'Astrid'],
  NL: ['Daan', 'Sanne', 'Bram', 'Lotte'],
  IT: ['Marco', 'Giulia', 'Luca', 'Chiara'],
  FR: ['Julien', 'Camille', 'Antoine', 'Léa'],
  ES: ['Javier', 'Lucía', 'Sergio', 'Marta'],
};

/** Surnames in their masculine (base) form; see surname() for the feminine ones. */
export const LAST_NAMES: Record<string, string[]> = {
  PL: ['Kowalski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Krawczyk'],
  DE: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer'],
  CZ: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera'],
  AT: ['Gruber', 'Huber', 'Wagner', 'Pichler'],
  LT: ['Kazlauskas', 'Jankauskas', 'Petrauskas', 'Stankevičius'],
  LV: ['Bērziņš', 'Kalniņš', 'Ozoliņš', 'Liepiņš'],
  EE: ['Tamm', 'Saar', 'Sepp', 'Mägi'],
  DK: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen'],
  SE: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson'],
  NL: ['de Jong', 'Jansen', 'de Vries', 'van Dijk'],
  IT: ['Rossi', 'Russo', 'Ferrari', 'Esposito'],
  FR: ['Martin', 'Bernard', 'Dubois', 'Moreau'],
  ES: ['García', 'Martínez', 'López', 'Sánchez'],
};

export const FEMALE_FIRST_NAMES = new Set([
  'Anna', 'Katarzyna', 'Magdalena', 'Joanna', 'Ewa', 'Zofia', 'Lea', 'Sophie', 'Hannah', 'Tereza', 'Lucie', 'Kateřina', 'Julia', 'Lena', 'Eglė', 'Rūta', 'Līga', 'Ilze', 'Kadri', 'Liis', 'Sofie', 'Ida', 'Elin', 'Maja', 'Astrid', 'Sanne', 'Lotte', 'Giulia', 'Chiara', 'Camille', 'Léa', 'Lucía', 'Marta',
]);

export const JOB_TITLES = ['Export Sales Manager', 'Head of Purchasing', 'Business Development Director', 'Key Account Manager', 'Chief Executive Officer', 'Head of Marketing', 'Plant Manager', 'Procurement Specialist', 'Partnership Manager', 'Technical Sales Engineer'];

export const LEGAL_FORMS: Record<string, string[]> = {
  PL: ['sp. z o.o.', 'S.A.'],
  DE: ['GmbH', 'AG'],
  CZ: ['s.r.o.', 'a.s.'],
  AT: ['GmbH'],
  LT: ['UAB'],
  LV: ['SIA'],
  EE: ['OÜ'],
  DK: ['ApS', 'A/S'],
  SE: ['AB'],
  NL: ['B.V.'],
  IT: ['S.r.l.', 'S.p.A.'],
  FR: ['SAS', 'SARL'],
  ES: ['S.L.', 'S.A.'],
};

/** First words of generated company names. */
export const COMPANY_PREFIXES = [
  'Amber', 'Vistula', 'Baltic', 'Nordic', 'Carpathian', 'Silesian', 'Hansa', 'Danube', 'Alpine', 'Oder', 'Warta', 'Mazovia', 'Pomerania', 'Tatra', 'Elbe', 'Rhine',
  'Moravian', 'Bohemian', 'Lakeside', 'Northstar', 'Greenfield', 'Bluewave', 'Ironbridge', 'Silverline', 'Westport', 'Eastgate', 'Highland', 'Riverbend', 'Oakridge',
  'Stonebridge', 'Brightway', 'Polar', 'Sunrise', 'Meridian', 'Vector', 'Orbit', 'Pioneer', 'Keystone', 'Harbor', 'Granite',
];

/** Niche themes that only a few bulk-seeded events carry (about one in a thousand): a benchmark's rare words. */
export const RARE_TOPICS = ['Tribology', 'Cryogenics', 'Electroforming', 'Hydroponics', 'Biochar', 'Photonics', 'Metrology', 'Geothermal', 'Rheology', 'Desalination'];

/** Words of generated venue names: "{prefix} {kind}". */
export const VENUE_PREFIXES = ['Central', 'Riverside', 'Old Town', 'Airport', 'Harbour', 'Park', 'Grand', 'North', 'South', 'Lakeside', 'Garden', 'Station', 'Castle', 'Market', 'University'];
export const VENUE_KINDS = ['Expo Centre', 'Congress Hall', 'Conference Centre', 'Fairgrounds', 'Business Park', 'Arena', 'Convention Centre', 'Trade Hall'];
