/**
 * NACE Rev. 2 (Regulation (EC) No 1893/2006): its 21 sections and 88 divisions, with the English
 * names of Eurostat's official list and the Polish names of PKD 2007 (the Polish NACE Rev. 2).
 * Upserted at every start; groups and classes come from the operator's import (`import-codes`).
 */
export interface NaceEntry {
  code: string;
  nameEn: string;
  namePl: string;
}

export interface NaceSection extends NaceEntry {
  divisions: NaceEntry[];
}

export const NACE_REV2: readonly NaceSection[] = [
  {
    code: 'A',
    nameEn: 'Agriculture, forestry and fishing',
    namePl: 'Rolnictwo, leśnictwo, łowiectwo i rybactwo',
    divisions: [
      {
        code: '01',
        nameEn: 'Crop and animal production, hunting and related service activities',
        namePl: 'Uprawy rolne, chów i hodowla zwierząt, łowiectwo, włączając działalność usługową',
      },
      { code: '02', nameEn: 'Forestry and logging', namePl: 'Leśnictwo i pozyskiwanie drewna' },
      { code: '03', nameEn: 'Fishing and aquaculture', namePl: 'Rybactwo' },
    ],
  },
  {
    code: 'B',
    nameEn: 'Mining and quarrying',
    namePl: 'Górnictwo i wydobywanie',
    divisions: [
      { code: '05', nameEn: 'Mining of coal and lignite', namePl: 'Wydobywanie węgla kamiennego i węgla brunatnego (lignitu)' },
      { code: '06', nameEn: 'Extraction of crude petroleum and natural gas', namePl: 'Górnictwo ropy naftowej i gazu ziemnego' },
      { code: '07', nameEn: 'Mining of metal ores', namePl: 'Górnictwo rud metali' },
      { code: '08', nameEn: 'Other mining and quarrying', namePl: 'Pozostałe górnictwo i wydobywanie' },
      { code: '09', nameEn: 'Mining support service activities', namePl: 'Działalność usługowa wspomagająca górnictwo i wydobywanie' },
    ],
  },
  {
    code: 'C',
    nameEn: 'Manufacturing',
    namePl: 'Przetwórstwo przemysłowe',
    divisions: [
      { code: '10', nameEn: 'Manufacture of food products', namePl: 'Produkcja artykułów spożywczych' },
      { code: '11', nameEn: 'Manufacture of beverages', namePl: 'Produkcja napojów' },
      { code: '12', nameEn: 'Manufacture of tobacco products', namePl: 'Produkcja wyrobów tytoniowych' },
      { code: '13', nameEn: 'Manufacture of textiles', namePl: 'Produkcja wyrobów tekstylnych' },
      { code: '14', nameEn: 'Manufacture of wearing apparel', namePl: 'Produkcja odzieży' },
      { code: '15', nameEn: 'Manufacture of leather and related products', namePl: 'Produkcja skór i wyrobów ze skór wyprawionych' },
      {
        code: '16',
        nameEn: 'Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials',
        namePl: 'Produkcja wyrobów z drewna oraz korka, z wyłączeniem mebli; produkcja wyrobów ze słomy i materiałów używanych do wyplatania',
      },
      { code: '17', nameEn: 'Manufacture of paper and paper products', namePl: 'Produkcja papieru i wyrobów z papieru' },
      { code: '18', nameEn: 'Printing and reproduction of recorded media', namePl: 'Poligrafia i reprodukcja zapisanych nośników informacji' },
      {
        code: '19',
        nameEn: 'Manufacture of coke and refined petroleum products',
        namePl: 'Wytwarzanie i przetwarzanie koksu i produktów rafinacji ropy naftowej',
      },
      { code: '20', nameEn: 'Manufacture of chemicals and chemical products', namePl: 'Produkcja chemikaliów i wyrobów chemicznych' },
      {
        code: '21',
        nameEn: 'Manufacture of basic pharmaceutical products and pharmaceutical preparations',
        namePl: 'Produkcja podstawowych substancji farmaceutycznych oraz leków i pozostałych wyrobów farmaceutycznych',
      },
      { code: '22', nameEn: 'Manufacture of rubber and plastic products', namePl: 'Produkcja wyrobów z gumy i tworzyw sztucznych' },
      {
        code: '23',
        nameEn: 'Manufacture of other non-metallic mineral products',
        namePl: 'Produkcja wyrobów z pozostałych mineralnych surowców niemetalicznych',
      },
      { code: '24', nameEn: 'Manufacture of basic metals', namePl: 'Produkcja metali' },
      {
        code: '25',
        nameEn: 'Manufacture of fabricated metal products, except machinery and equipment',
        namePl: 'Produkcja metalowych wyrobów gotowych, z wyłączeniem maszyn i urządzeń',
      },
      { code: '26', nameEn: 'Manufacture of computer, electronic and optical products', namePl: 'Produkcja komputerów, wyrobów elektronicznych i optycznych' },
      { code: '27', nameEn: 'Manufacture of electrical equipment', namePl: 'Produkcja urządzeń elektrycznych' },
      { code: '28', nameEn: 'Manufacture of machinery and equipment n.e.c.', namePl: 'Produkcja maszyn i urządzeń, gdzie indziej niesklasyfikowana' },
      {
        code: '29',
        nameEn: 'Manufacture of motor vehicles, trailers and semi-trailers',
        namePl: 'Produkcja pojazdów samochodowych, przyczep i naczep, z wyłączeniem motocykli',
      },
      { code: '30', nameEn: 'Manufacture of other transport equipment', namePl: 'Produkcja pozostałego sprzętu transportowego' },
      { code: '31', nameEn: 'Manufacture of furniture', namePl: 'Produkcja mebli' },
      { code: '32', nameEn: 'Other manufacturing', namePl: 'Pozostała produkcja wyrobów' },
      { code: '33', nameEn: 'Repair and installation of machinery and equipment', namePl: 'Naprawa, konserwacja i instalowanie maszyn i urządzeń' },
    ],
  },
  {
    code: 'D',
    nameEn: 'Electricity, gas, steam and air conditioning supply',
    namePl: 'Wytwarzanie i zaopatrywanie w energię elektryczną, gaz, parę wodną, gorącą wodę i powietrze do układów klimatyzacyjnych',
    divisions: [
      {
        code: '35',
        nameEn: 'Electricity, gas, steam and air conditioning supply',
        namePl: 'Wytwarzanie i zaopatrywanie w energię elektryczną, gaz, parę wodną, gorącą wodę i powietrze do układów klimatyzacyjnych',
      },
    ],
  },
  {
    code: 'E',
    nameEn: 'Water supply; sewerage, waste management and remediation activities',
    namePl: 'Dostawa wody; gospodarowanie ściekami i odpadami oraz działalność związana z rekultywacją',
    divisions: [
      { code: '36', nameEn: 'Water collection, treatment and supply', namePl: 'Pobór, uzdatnianie i dostarczanie wody' },
      { code: '37', nameEn: 'Sewerage', namePl: 'Odprowadzanie i oczyszczanie ścieków' },
      {
        code: '38',
        nameEn: 'Waste collection, treatment and disposal activities; materials recovery',
        namePl: 'Działalność związana ze zbieraniem, przetwarzaniem i unieszkodliwianiem odpadów; odzysk surowców',
      },
      {
        code: '39',
        nameEn: 'Remediation activities and other waste management services',
        namePl: 'Działalność związana z rekultywacją i pozostała działalność usługowa związana z gospodarką odpadami',
      },
    ],
  },
  {
    code: 'F',
    nameEn: 'Construction',
    namePl: 'Budownictwo',
    divisions: [
      { code: '41', nameEn: 'Construction of buildings', namePl: 'Roboty budowlane związane ze wznoszeniem budynków' },
      { code: '42', nameEn: 'Civil engineering', namePl: 'Roboty związane z budową obiektów inżynierii lądowej i wodnej' },
      { code: '43', nameEn: 'Specialised construction activities', namePl: 'Roboty budowlane specjalistyczne' },
    ],
  },
  {
    code: 'G',
    nameEn: 'Wholesale and retail trade; repair of motor vehicles and motorcycles',
    namePl: 'Handel hurtowy i detaliczny; naprawa pojazdów samochodowych, włączając motocykle',
    divisions: [
      {
        code: '45',
        nameEn: 'Wholesale and retail trade and repair of motor vehicles and motorcycles',
        namePl: 'Handel hurtowy i detaliczny pojazdami samochodowymi; naprawa pojazdów samochodowych',
      },
      {
        code: '46',
        nameEn: 'Wholesale trade, except of motor vehicles and motorcycles',
        namePl: 'Handel hurtowy, z wyłączeniem handlu pojazdami samochodowymi',
      },
      {
        code: '47',
        nameEn: 'Retail trade, except of motor vehicles and motorcycles',
        namePl: 'Handel detaliczny, z wyłączeniem handlu detalicznego pojazdami samochodowymi',
      },
    ],
  },
  {
    code: 'H',
    nameEn: 'Transportation and storage',
    namePl: 'Transport i gospodarka magazynowa',
    divisions: [
      { code: '49', nameEn: 'Land transport and transport via pipelines', namePl: 'Transport lądowy oraz transport rurociągowy' },
      { code: '50', nameEn: 'Water transport', namePl: 'Transport wodny' },
      { code: '51', nameEn: 'Air transport', namePl: 'Transport lotniczy' },
      { code: '52', nameEn: 'Warehousing and support activities for transportation', namePl: 'Magazynowanie i działalność usługowa wspomagająca transport' },
      { code: '53', nameEn: 'Postal and courier activities', namePl: 'Działalność pocztowa i kurierska' },
    ],
  },
  {
    code: 'I',
    nameEn: 'Accommodation and food service activities',
    namePl: 'Działalność związana z zakwaterowaniem i usługami gastronomicznymi',
    divisions: [
      { code: '55', nameEn: 'Accommodation', namePl: 'Zakwaterowanie' },
      { code: '56', nameEn: 'Food and beverage service activities', namePl: 'Działalność usługowa związana z wyżywieniem' },
    ],
  },
  {
    code: 'J',
    nameEn: 'Information and communication',
    namePl: 'Informacja i komunikacja',
    divisions: [
      { code: '58', nameEn: 'Publishing activities', namePl: 'Działalność wydawnicza' },
      {
        code: '59',
        nameEn: 'Motion picture, video and television programme production, sound recording and music publishing activities',
        namePl: 'Działalność związana z produkcją filmów, nagrań wideo, programów telewizyjnych, nagrań dźwiękowych i muzycznych',
      },
      { code: '60', nameEn: 'Programming and broadcasting activities', namePl: 'Nadawanie programów ogólnodostępnych i abonamentowych' },
      { code: '61', nameEn: 'Telecommunications', namePl: 'Telekomunikacja' },
      {
        code: '62',
        nameEn: 'Computer programming, consultancy and related activities',
        namePl: 'Działalność związana z oprogramowaniem i doradztwem w zakresie informatyki oraz działalność powiązana',
      },
      { code: '63', nameEn: 'Information service activities', namePl: 'Działalność usługowa w zakresie informacji' },
    ],
  },
  {
    code: 'K',
    nameEn: 'Financial and insurance activities',
    namePl: 'Działalność finansowa i ubezpieczeniowa',
    divisions: [
      {
        code: '64',
        nameEn: 'Financial service activities, except insurance and pension funding',
        namePl: 'Finansowa działalność usługowa, z wyłączeniem ubezpieczeń i funduszów emerytalnych',
      },
      {
        code: '65',
        nameEn: 'Insurance, reinsurance and pension funding, except compulsory social security',
        namePl: 'Ubezpieczenia, reasekuracja oraz fundusze emerytalne, z wyłączeniem obowiązkowego ubezpieczenia społecznego',
      },
      {
        code: '66',
        nameEn: 'Activities auxiliary to financial services and insurance activities',
        namePl: 'Działalność wspomagająca usługi finansowe oraz ubezpieczenia i fundusze emerytalne',
      },
    ],
  },
  {
    code: 'L',
    nameEn: 'Real estate activities',
    namePl: 'Działalność związana z obsługą rynku nieruchomości',
    divisions: [{ code: '68', nameEn: 'Real estate activities', namePl: 'Działalność związana z obsługą rynku nieruchomości' }],
  },
  {
    code: 'M',
    nameEn: 'Professional, scientific and technical activities',
    namePl: 'Działalność profesjonalna, naukowa i techniczna',
    divisions: [
      { code: '69', nameEn: 'Legal and accounting activities', namePl: 'Działalność prawnicza, rachunkowo-księgowa i doradztwo podatkowe' },
      {
        code: '70',
        nameEn: 'Activities of head offices; management consultancy activities',
        namePl: 'Działalność firm centralnych (head offices); doradztwo związane z zarządzaniem',
      },
      {
        code: '71',
        nameEn: 'Architectural and engineering activities; technical testing and analysis',
        namePl: 'Działalność w zakresie architektury i inżynierii; badania i analizy techniczne',
      },
      { code: '72', nameEn: 'Scientific research and development', namePl: 'Badania naukowe i prace rozwojowe' },
      { code: '73', nameEn: 'Advertising and market research', namePl: 'Reklama, badanie rynku i opinii publicznej' },
      { code: '74', nameEn: 'Other professional, scientific and technical activities', namePl: 'Pozostała działalność profesjonalna, naukowa i techniczna' },
      { code: '75', nameEn: 'Veterinary activities', namePl: 'Działalność weterynaryjna' },
    ],
  },
  {
    code: 'N',
    nameEn: 'Administrative and support service activities',
    namePl: 'Działalność w zakresie usług administrowania i działalność wspierająca',
    divisions: [
      { code: '77', nameEn: 'Rental and leasing activities', namePl: 'Wynajem i dzierżawa' },
      { code: '78', nameEn: 'Employment activities', namePl: 'Działalność związana z zatrudnieniem' },
      {
        code: '79',
        nameEn: 'Travel agency, tour operator and other reservation service and related activities',
        namePl:
          'Działalność organizatorów turystyki, pośredników i agentów turystycznych oraz pozostała działalność usługowa w zakresie rezerwacji i czynności z nią związane',
      },
      { code: '80', nameEn: 'Security and investigation activities', namePl: 'Działalność detektywistyczna i ochroniarska' },
      {
        code: '81',
        nameEn: 'Services to buildings and landscape activities',
        namePl: 'Działalność usługowa związana z utrzymaniem porządku w budynkach i zagospodarowaniem terenów zieleni',
      },
      {
        code: '82',
        nameEn: 'Office administrative, office support and other business support activities',
        namePl: 'Działalność związana z administracyjną obsługą biura i pozostała działalność wspomagająca prowadzenie działalności gospodarczej',
      },
    ],
  },
  {
    code: 'O',
    nameEn: 'Public administration and defence; compulsory social security',
    namePl: 'Administracja publiczna i obrona narodowa; obowiązkowe zabezpieczenia społeczne',
    divisions: [
      {
        code: '84',
        nameEn: 'Public administration and defence; compulsory social security',
        namePl: 'Administracja publiczna i obrona narodowa; obowiązkowe zabezpieczenia społeczne',
      },
    ],
  },
  {
    code: 'P',
    nameEn: 'Education',
    namePl: 'Edukacja',
    divisions: [{ code: '85', nameEn: 'Education', namePl: 'Edukacja' }],
  },
  {
    code: 'Q',
    nameEn: 'Human health and social work activities',
    namePl: 'Opieka zdrowotna i pomoc społeczna',
    divisions: [
      { code: '86', nameEn: 'Human health activities', namePl: 'Opieka zdrowotna' },
      { code: '87', nameEn: 'Residential care activities', namePl: 'Pomoc społeczna z zakwaterowaniem' },
      { code: '88', nameEn: 'Social work activities without accommodation', namePl: 'Pomoc społeczna bez zakwaterowania' },
    ],
  },
  {
    code: 'R',
    nameEn: 'Arts, entertainment and recreation',
    namePl: 'Działalność związana z kulturą, rozrywką i rekreacją',
    divisions: [
      { code: '90', nameEn: 'Creative, arts and entertainment activities', namePl: 'Działalność twórcza związana z kulturą i rozrywką' },
      {
        code: '91',
        nameEn: 'Libraries, archives, museums and other cultural activities',
        namePl: 'Działalność bibliotek, archiwów, muzeów oraz pozostała działalność związana z kulturą',
      },
      { code: '92', nameEn: 'Gambling and betting activities', namePl: 'Działalność związana z grami losowymi i zakładami wzajemnymi' },
      { code: '93', nameEn: 'Sports activities and amusement and recreation activities', namePl: 'Działalność sportowa, rozrywkowa i rekreacyjna' },
    ],
  },
  {
    code: 'S',
    nameEn: 'Other service activities',
    namePl: 'Pozostała działalność usługowa',
    divisions: [
      { code: '94', nameEn: 'Activities of membership organisations', namePl: 'Działalność organizacji członkowskich' },
      {
        code: '95',
        nameEn: 'Repair of computers and personal and household goods',
        namePl: 'Naprawa i konserwacja komputerów i artykułów użytku osobistego i domowego',
      },
      { code: '96', nameEn: 'Other personal service activities', namePl: 'Pozostała indywidualna działalność usługowa' },
    ],
  },
  {
    code: 'T',
    nameEn: 'Activities of households as employers; undifferentiated goods- and services-producing activities of households for own use',
    namePl: 'Gospodarstwa domowe zatrudniające pracowników; gospodarstwa domowe produkujące wyroby i świadczące usługi na własne potrzeby',
    divisions: [
      { code: '97', nameEn: 'Activities of households as employers of domestic personnel', namePl: 'Gospodarstwa domowe zatrudniające pracowników' },
      {
        code: '98',
        nameEn: 'Undifferentiated goods- and services-producing activities of private households for own use',
        namePl: 'Gospodarstwa domowe produkujące wyroby i świadczące usługi na własne potrzeby',
      },
    ],
  },
  {
    code: 'U',
    nameEn: 'Activities of extraterritorial organisations and bodies',
    namePl: 'Organizacje i zespoły eksterytorialne',
    divisions: [{ code: '99', nameEn: 'Activities of extraterritorial organisations and bodies', namePl: 'Organizacje i zespoły eksterytorialne' }],
  },
];

/** Where a code stands among its siblings, from the code itself: A = 1 … U = 21; "25" = 25; "25.1" = 1; "25.11" = 11. */
export function naceSortOrder(code: string): number {
  if (/^[A-Z]$/.test(code)) return code.charCodeAt(0) - 64;
  const [division, rest] = code.split('.');
  return Number(rest ?? division);
}

export interface NaceRow {
  code: string;
  level: number;
  parentCode: string | null;
  section: string;
  ancestors: string[];
  nameEn: string;
  namePl: string;
  sortOrder: number;
}

/** The built-in sections and divisions as table rows, in official order. */
export function builtInNaceRows(): NaceRow[] {
  return NACE_REV2.flatMap((section) => [
    {
      code: section.code,
      level: 1,
      parentCode: null,
      section: section.code,
      ancestors: [],
      nameEn: section.nameEn,
      namePl: section.namePl,
      sortOrder: naceSortOrder(section.code),
    },
    ...section.divisions.map((division) => ({
      code: division.code,
      level: 2,
      parentCode: section.code,
      section: section.code,
      ancestors: [section.code],
      nameEn: division.nameEn,
      namePl: division.namePl,
      sortOrder: naceSortOrder(division.code),
    })),
  ]);
}
