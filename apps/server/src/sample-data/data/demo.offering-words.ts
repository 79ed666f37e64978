/**
 * Word lists behind the demo companies' products and offers (demo.offerings.ts): per industry, plus
 * one list for trade-fair organizers. Each text comes in English and Polish ([en, pl]); Polish
 * companies show the Polish one (offers only when aimed at Poland). `{city}` and `{venue}` are filled
 * in per company. Prices are ranges in euros, converted to the company's currency.
 */
import type { OfferKind } from '@fairhub/shared/statuses';
import type { IndustryKey } from './demo.words.ts';

/** English and Polish. */
export type Words = readonly [en: string, pl: string];

export interface ProductWords {
  name: Words;
  description: Words;
  /** Price range in euros and what the price is for, or null: priced on request. */
  price: { euros: readonly [number, number]; per: Words } | null;
  /** NACE divisions it belongs to; the product takes those its company has. */
  codes: readonly string[];
  /** Only companies from these countries (ISO alpha-2) make it. */
  only?: readonly string[];
}

export interface OfferWords {
  kind: OfferKind;
  title: Words;
  description: Words;
  /** Target countries (ISO numeric ids), [] for anywhere, or 'home': the company's own country. */
  targets: readonly number[] | 'home';
  codes: readonly string[];
}

export type OfferingGroup = IndustryKey | 'organizer';

const POLAND = 616;
const GERMANY = 276;
const AUSTRIA = 40;
const SWITZERLAND = 756;
const CZECHIA = 203;
const SLOVAKIA = 703;
const HUNGARY = 348;
const ROMANIA = 642;
const LITHUANIA = 440;
const LATVIA = 428;
const ESTONIA = 233;
const SWEDEN = 752;
const NORWAY = 578;
const DENMARK = 208;
const FINLAND = 246;
const NETHERLANDS = 528;
const BELGIUM = 56;
const LUXEMBOURG = 442;
const FRANCE = 250;
const ITALY = 380;
const SPAIN = 724;
const UNITED_KINGDOM = 826;

const DACH = [GERMANY, AUSTRIA, SWITZERLAND];
const NORDICS = [SWEDEN, NORWAY, DENMARK, FINLAND];
const BALTICS = [LITHUANIA, LATVIA, ESTONIA];
const BENELUX = [NETHERLANDS, BELGIUM, LUXEMBOURG];
const CENTRAL_EUROPE = [POLAND, CZECHIA, SLOVAKIA, HUNGARY, ROMANIA];
const BALTIC_SEA = [POLAND, GERMANY, DENMARK, SWEDEN, FINLAND, LITHUANIA, LATVIA, ESTONIA];

/** The last sentence of a product without a price. */
export const PRICE_ON_REQUEST: Words = ['Price on request.', 'Cena na zapytanie.'];

export const PRODUCTS: Record<OfferingGroup, readonly ProductWords[]> = {
  organizer: [
    {
      name: ['Shell-scheme stand, 9 m²', 'Stoisko systemowe 9 m²'],
      description: [
        'Walls, a fascia with your company name, carpet, lighting, a table, three chairs and power: ready when you arrive.',
        'Ścianki, fryz z nazwą firmy, wykładzina, oświetlenie, stolik, trzy krzesła i prąd: gotowe na Twój przyjazd.',
      ],
      price: { euros: [1900, 3200], per: ['Price per stand for the whole fair.', 'Cena za stoisko na cały czas targów.'] },
      codes: ['82'],
    },
    {
      name: ['Exhibition space without a stand', 'Powierzchnia wystawiennicza bez zabudowy'],
      description: [
        'Space in {venue} for your own stand builder, from 20 m²; corner and island stands available.',
        'Powierzchnia w obiekcie {venue} pod własną zabudowę, od 20 m²; dostępne stoiska narożne i wyspowe.',
      ],
      price: { euros: [140, 240], per: ['Price per m² for the whole fair.', 'Cena za m² na cały czas targów.'] },
      codes: ['82', '68'],
    },
    {
      name: ['Conference room hire', 'Wynajem sal konferencyjnych'],
      description: [
        'Rooms for 20 to 400 people at {venue}, with projection, sound and interpreting booths; catering on request.',
        'Sale dla 20–400 osób w obiekcie {venue}, z projekcją, nagłośnieniem i kabinami tłumaczy; catering na życzenie.',
      ],
      price: { euros: [650, 2800], per: ['Price per room and day.', 'Cena za salę i dzień.'] },
      codes: ['68', '82'],
    },
    {
      name: ['Sponsorship package', 'Pakiet sponsorski'],
      description: [
        'Your logo on all fair materials, a speaking slot on the main stage and a lounge for your guests.',
        'Logo na wszystkich materiałach targowych, wystąpienie na scenie głównej i strefa dla Twoich gości.',
      ],
      price: { euros: [6000, 22000], per: ['Price per fair.', 'Cena za jedne targi.'] },
      codes: ['73'],
    },
    {
      name: ['B2B matchmaking package', 'Pakiet spotkań B2B'],
      description: [
        'Up to 15 pre-arranged meetings with buyers chosen together with you, and a meeting table on every fair day.',
        'Do 15 umówionych spotkań z kupcami wybranymi razem z Tobą i stolik do rozmów na każdy dzień targów.',
      ],
      price: { euros: [390, 850], per: ['Price per company.', 'Cena za firmę.'] },
      codes: ['82'],
    },
    {
      name: ['Advertisement in the fair catalogue', 'Reklama w katalogu targowym'],
      description: [
        'A full page in the printed and online catalogue, sent to registered visitors before the fair.',
        'Cała strona w katalogu drukowanym i internetowym, wysyłanym zarejestrowanym gościom przed targami.',
      ],
      price: { euros: [450, 1400], per: ['Price per page.', 'Cena za stronę.'] },
      codes: ['73'],
    },
    {
      name: ['Trade visitor ticket', 'Bilet dla gościa branżowego'],
      description: [
        'Entry on all fair days, with the conference programme and the visitor catalogue.',
        'Wejście na wszystkie dni targów, z programem konferencji i katalogiem zwiedzających.',
      ],
      price: { euros: [25, 80], per: ['Price per person.', 'Cena za osobę.'] },
      codes: ['82'],
    },
    {
      name: ['Lead scanning app', 'Aplikacja do skanowania kontaktów'],
      description: [
        'Scan visitor badges with your phones and export the contacts after the fair; up to five users per stand.',
        'Skanuj identyfikatory gości telefonami i eksportuj kontakty po targach; do pięciu użytkowników na stoisko.',
      ],
      price: { euros: [150, 290], per: ['Price per stand.', 'Cena za stoisko.'] },
      codes: ['82'],
    },
  ],
  food: [
    {
      name: ['Par-baked rye sourdough bread', 'Podpieczony chleb żytni na zakwasie'],
      description: [
        'Frozen 500 g loaves, finished in 12 minutes in any shop oven. No preservatives.',
        'Mrożone bochenki 500 g, dopiekane w 12 minut w każdym piecu sklepowym. Bez konserwantów.',
      ],
      price: { euros: [28, 40], per: ['Price per carton of 20 loaves, EXW {city}.', 'Cena za karton 20 bochenków, EXW {city}.'] },
      codes: ['10'],
    },
    {
      name: ['UHT milk 3.2% fat', 'Mleko UHT 3,2%'],
      description: [
        'Long-life milk in 1 l cartons with a screw cap, from farms within 80 km of the dairy. Also under your private label, from 20 pallets.',
        'Mleko o przedłużonej trwałości w kartonach 1 l z zakrętką, od gospodarstw w promieniu 80 km od mleczarni. Także pod marką własną, od 20 palet.',
      ],
      price: { euros: [520, 640], per: ['Price per pallet of 720 litres, EXW {city}.', 'Cena za paletę 720 litrów, EXW {city}.'] },
      codes: ['10'],
    },
    {
      name: ['Semi-hard cheese in blocks', 'Ser półtwardy w blokach'],
      description: [
        'Gouda-style cheese matured for eight weeks, in 15 kg blocks for slicing and grating lines.',
        'Ser typu gouda dojrzewający osiem tygodni, w blokach 15 kg do linii plastrujących i trących.',
      ],
      price: { euros: [4.2, 5.6], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['10'],
    },
    {
      name: ['Unfiltered craft lager in cans', 'Niefiltrowany lager rzemieślniczy w puszkach'],
      description: [
        'Lager with 5.2% alcohol in 500 ml cans, 24 to a tray; brewed to order for retail chains and HoReCa.',
        'Lager 5,2% obj. w puszkach 500 ml, po 24 sztuki na tacce; warzony na zamówienie dla sieci handlowych i HoReCa.',
      ],
      price: { euros: [22, 30], per: ['Price per tray of 24 cans, EXW {city}.', 'Cena za tackę 24 puszek, EXW {city}.'] },
      codes: ['11'],
    },
    {
      name: ['Frozen dumplings with potato and cheese', 'Mrożone pierogi ruskie'],
      description: [
        'Hand-folded dumplings, individually quick-frozen, in 1 kg food-service bags or 450 g retail packs.',
        'Pierogi lepione ręcznie, mrożone metodą IQF, w workach 1 kg dla gastronomii lub opakowaniach detalicznych 450 g.',
      ],
      price: { euros: [3.8, 5.2], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['10'],
    },
    {
      name: ['Milk chocolate pralines, gift box', 'Bombonierka z pralinami z mlecznej czekolady'],
      description: [
        'Sixteen pralines with hazelnut and caramel fillings in a 200 g box; seasonal sleeves for Christmas and Easter.',
        'Szesnaście pralin z nadzieniem orzechowym i karmelowym w pudełku 200 g; sezonowe obwoluty na Boże Narodzenie i Wielkanoc.',
      ],
      price: { euros: [4.5, 7], per: ['Price per box, EXW {city}.', 'Cena za pudełko, EXW {city}.'] },
      codes: ['10'],
    },
    {
      name: ['Organic oat drink', 'Ekologiczny napój owsiany'],
      description: [
        'Certified organic and unsweetened, in 1 l cartons; a barista version on request.',
        'Z certyfikatem ekologicznym, niesłodzony, w kartonach 1 l; wersja barista na zamówienie.',
      ],
      price: { euros: [14, 19], per: ['Price per case of 12 cartons, EXW {city}.', 'Cena za zgrzewkę 12 kartonów, EXW {city}.'] },
      codes: ['10', '11'],
    },
    {
      name: ['Specialty coffee beans', 'Kawa ziarnista speciality'],
      description: [
        'Single-origin Arabica roasted every week, in 1 kg valve bags for cafés and offices.',
        'Arabika z jednego regionu upraw, palona co tydzień, w workach 1 kg z zaworkiem dla kawiarni i biur.',
      ],
      price: { euros: [18, 28], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['10'],
    },
    {
      name: ['Natural fruit flavourings', 'Naturalne aromaty owocowe'],
      description: [
        'Flavour preparations for dairy, bakery and beverages in 5 kg pails, with specifications and allergen data.',
        'Preparaty aromatyczne do nabiału, pieczywa i napojów w wiaderkach 5 kg, ze specyfikacją i danymi o alergenach.',
      ],
      price: { euros: [22, 38], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['10'],
    },
  ],
  machinery: [
    {
      name: ['5-axis CNC machining centre', 'Pięcioosiowe centrum obróbcze CNC'],
      description: [
        'Travels of 800 × 600 × 500 mm, a 15,000 rpm spindle and a 40-tool magazine; installation and operator training included.',
        'Przejazdy 800 × 600 × 500 mm, wrzeciono 15 000 obr./min i magazyn na 40 narzędzi; instalacja i szkolenie operatorów w cenie.',
      ],
      price: { euros: [185000, 260000], per: ['Price per machine, delivered and installed.', 'Cena za maszynę z dostawą i instalacją.'] },
      codes: ['28'],
    },
    {
      name: ['Robotic palletising cell', 'Zrobotyzowane gniazdo paletyzacji'],
      description: [
        'A compact cell with a six-axis robot, safety fencing and a pattern editor; cartons up to 30 kg at 12 cycles a minute.',
        'Kompaktowe gniazdo z robotem sześcioosiowym, wygrodzeniem i edytorem wzorów ułożenia; kartony do 30 kg, 12 cykli na minutę.',
      ],
      price: { euros: [95000, 140000], per: ['Price per cell, delivered and installed.', 'Cena za gniazdo z dostawą i instalacją.'] },
      codes: ['28'],
    },
    {
      name: ['Hydraulic power unit', 'Agregat hydrauliczny'],
      description: [
        'Modular units from 4 to 55 kW with tank, filtration and IO-Link sensors, built to your circuit diagram.',
        'Modułowe agregaty od 4 do 55 kW ze zbiornikiem, filtracją i czujnikami IO-Link, budowane według Twojego schematu.',
      ],
      price: { euros: [3800, 14000], per: ['Price per unit, EXW {city}.', 'Cena za agregat, EXW {city}.'] },
      codes: ['28'],
    },
    {
      name: ['Screw compressor 22 kW', 'Sprężarka śrubowa 22 kW'],
      description: [
        'Oil-injected, with a variable-speed drive; 3.6 m³/min at 8 bar, ready for heat recovery.',
        'Olejowa, z regulacją prędkości obrotowej; 3,6 m³/min przy 8 bar, przygotowana do odzysku ciepła.',
      ],
      price: { euros: [9500, 13500], per: ['Price per unit, EXW {city}.', 'Cena za sztukę, EXW {city}.'] },
      codes: ['28'],
    },
    {
      name: ['Predictive maintenance retrofit kit', 'Zestaw do predykcyjnego utrzymania ruchu'],
      description: [
        'Vibration and temperature sensors with a gateway and a dashboard; fits older machines without PLC changes.',
        'Czujniki drgań i temperatury z bramką i panelem wskaźników; pasuje do starszych maszyn bez zmian w sterowniku PLC.',
      ],
      price: { euros: [2400, 4200], per: ['Price per machine kit.', 'Cena za zestaw na jedną maszynę.'] },
      codes: ['33', '28'],
    },
    {
      name: ['CNC retrofit and overhaul', 'Modernizacja i remont obrabiarek CNC'],
      description: [
        'New controls, drives and guideways for machining centres older than 15 years; a typical downtime of three weeks.',
        'Nowe sterowanie, napędy i prowadnice dla centrów obróbczych starszych niż 15 lat; typowy przestój to trzy tygodnie.',
      ],
      price: null,
      codes: ['33'],
    },
    {
      name: ['Low-backlash planetary gearboxes', 'Przekładnie planetarne o małym luzie'],
      description: ['Ratios from 3:1 to 100:1 for servo motors from 100 W to 7 kW.', 'Przełożenia od 3:1 do 100:1 do serwosilników od 100 W do 7 kW.'],
      price: { euros: [320, 1100], per: ['Price per piece, EXW {city}.', 'Cena za sztukę, EXW {city}.'] },
      codes: ['28'],
    },
    {
      name: ['ISO 15552 pneumatic cylinders', 'Siłowniki pneumatyczne ISO 15552'],
      description: [
        'Bores from 32 to 125 mm, with sensor slots and cushioning; delivered within five working days.',
        'Średnice tłoka od 32 do 125 mm, z rowkami na czujniki i amortyzacją; dostawa w pięć dni roboczych.',
      ],
      price: { euros: [65, 240], per: ['Price per piece, EXW {city}.', 'Cena za sztukę, EXW {city}.'] },
      codes: ['28'],
    },
  ],
  // The first six are Nordic Metalworks' (sheet metal and welding); the others go to the other metalworkers first.
  metalworking: [
    {
      name: ['Laser-cut sheet-metal parts', 'Części z blachy cięte laserowo'],
      description: [
        'Steel, stainless steel and aluminium up to 25 mm on fibre lasers, sheets of 3 × 1.5 m; from one prototype to series of 10,000.',
        'Stal, stal nierdzewna i aluminium do 25 mm na laserach światłowodowych, arkusze 3 × 1,5 m; od jednego prototypu do serii 10 000 sztuk.',
      ],
      price: { euros: [180, 420], per: ['Price per 100 brackets of 3 mm steel, EXW {city}.', 'Cena za 100 wsporników ze stali 3 mm, EXW {city}.'] },
      codes: ['25'],
    },
    {
      name: ['Welded machine frames', 'Spawane ramy maszyn'],
      description: [
        'MIG/MAG and TIG welded frames up to 6 m and 4 t, stress-relieved and machined in one setting; EN 1090 EXC2 and ISO 3834-2.',
        'Ramy spawane metodą MIG/MAG i TIG do 6 m i 4 t, odprężane i obrabiane w jednym zamocowaniu; EN 1090 EXC2 i ISO 3834-2.',
      ],
      price: null,
      codes: ['25'],
    },
    {
      name: ['Bent electrical enclosures', 'Gięte obudowy elektryczne'],
      description: [
        'Enclosures and cabinets from 1.5 mm steel or stainless steel, IP55 or IP66, powder-coated in any RAL colour.',
        'Obudowy i szafy z blachy stalowej lub nierdzewnej 1,5 mm, IP55 lub IP66, malowane proszkowo na dowolny kolor RAL.',
      ],
      price: { euros: [140, 390], per: ['Price per enclosure, EXW {city}.', 'Cena za obudowę, EXW {city}.'] },
      codes: ['25'],
    },
    {
      name: ['Hygienic stainless-steel guards', 'Higieniczne osłony ze stali nierdzewnej'],
      description: [
        'Machine guards and covers in 1.4301 and 1.4404 with a brushed finish, for food and pharmaceutical lines.',
        'Osłony i pokrywy maszyn ze stali 1.4301 i 1.4404 ze szlifem satynowym, dla linii spożywczych i farmaceutycznych.',
      ],
      price: { euros: [210, 650], per: ['Price per guard, EXW {city}.', 'Cena za osłonę, EXW {city}.'] },
      codes: ['25'],
    },
    {
      name: ['Robotic welding of assemblies', 'Zrobotyzowane spawanie zespołów'],
      description: [
        'Two welding robots with positioners for repeat assemblies; we design the fixtures and keep them for your next order.',
        'Dwa roboty spawalnicze z pozycjonerami do powtarzalnych zespołów; przyrządy projektujemy sami i przechowujemy na kolejne zamówienia.',
      ],
      price: { euros: [55, 85], per: ['Price per robot hour.', 'Cena za godzinę pracy robota.'] },
      codes: ['25'],
    },
    {
      name: ['Powder coating', 'Malowanie proszkowe'],
      description: [
        'Zinc-phosphate pretreatment and powder coating of parts up to 6.5 × 2 × 1 m; 60–80 µm, corrosion class C4 on request.',
        'Przygotowanie powierzchni fosforanem cynku i malowanie proszkowe elementów do 6,5 × 2 × 1 m; 60–80 µm, klasa korozyjności C4 na życzenie.',
      ],
      price: { euros: [9, 16], per: ['Price per m² of coated surface.', 'Cena za m² malowanej powierzchni.'] },
      codes: ['25'],
    },
    {
      name: ['Grey and ductile iron castings', 'Odlewy z żeliwa szarego i sferoidalnego'],
      description: [
        'Sand castings from 5 to 800 kg in EN-GJL-250 and EN-GJS-500, machined on request.',
        'Odlewy od 5 do 800 kg z EN-GJL-250 i EN-GJS-500, formowane w masie, z obróbką mechaniczną na życzenie.',
      ],
      price: { euros: [2.2, 3.4], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['24'],
    },
    {
      name: ['Aluminium die castings', 'Odlewy ciśnieniowe z aluminium'],
      description: [
        'High-pressure die castings up to 6 kg for housings and brackets; our own toolroom and X-ray inspection.',
        'Odlewy ciśnieniowe do 6 kg na obudowy i wsporniki; własna narzędziownia i kontrola rentgenowska.',
      ],
      price: { euros: [6, 11], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['24'],
    },
    {
      name: ['Steel structures for halls', 'Konstrukcje stalowe hal'],
      description: [
        'Design, fabrication and erection of steel halls and platforms, hot-dip galvanized or painted; EN 1090 EXC3.',
        'Projekt, wykonanie i montaż stalowych hal i podestów, cynkowanych ogniowo lub malowanych; EN 1090 EXC3.',
      ],
      price: { euros: [1600, 2300], per: ['Price per tonne of steel, erected.', 'Cena za tonę stali z montażem.'] },
      codes: ['25'],
    },
    {
      name: ['Hot-dip galvanizing', 'Cynkowanie ogniowe'],
      description: [
        'A bath of 7.5 × 1.6 × 2.8 m, to EN ISO 1461; pickup and delivery within 150 km.',
        'Wanna 7,5 × 1,6 × 2,8 m, zgodnie z EN ISO 1461; odbiór i dostawa w promieniu 150 km.',
      ],
      price: { euros: [0.45, 0.7], per: ['Price per kg of steel.', 'Cena za kg stali.'] },
      codes: ['25'],
    },
    {
      name: ['Closed-die forgings', 'Odkuwki matrycowe'],
      description: [
        'Forgings from 0.5 to 40 kg in carbon and alloy steels for axles, flanges and hooks.',
        'Odkuwki od 0,5 do 40 kg ze stali węglowych i stopowych na osie, kołnierze i haki.',
      ],
      price: { euros: [3.5, 6], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['25'],
    },
  ],
  logistics: [
    {
      name: ['Contract warehousing', 'Magazynowanie kontraktowe'],
      description: [
        'Bonded and ambient storage in {city} with WMS access for your team, pick-and-pack and returns handling.',
        'Skład celny i magazyn w temperaturze otoczenia w mieście {city}, z dostępem do WMS dla Twojego zespołu, kompletacją i obsługą zwrotów.',
      ],
      price: { euros: [5, 9], per: ['Price per pallet place and month.', 'Cena za miejsce paletowe miesięcznie.'] },
      codes: ['52'],
    },
    {
      name: ['Full truckload transport across the EU', 'Transport całopojazdowy w UE'],
      description: [
        'Curtain-side and mega trailers for 24 pallets, GPS tracking and e-CMR; one dispatcher for your regular lanes.',
        'Naczepy firankowe i typu mega na 24 palety, śledzenie GPS i e-CMR; stały dyspozytor dla Twoich regularnych tras.',
      ],
      price: { euros: [1.2, 1.7], per: ['Price per loaded kilometre.', 'Cena za kilometr z ładunkiem.'] },
      codes: ['49'],
    },
    {
      name: ['Temperature-controlled groupage', 'Drobnica w temperaturze kontrolowanej'],
      description: [
        'Chilled and frozen pallets from +2 to −25 °C, daily departures and a temperature log for every pallet.',
        'Palety chłodzone i mrożone od +2 do −25 °C, codzienne wyjazdy i zapis temperatury dla każdej palety.',
      ],
      price: { euros: [85, 160], per: ['Price per pallet.', 'Cena za paletę.'] },
      codes: ['49'],
    },
    {
      name: ['Intermodal train slots', 'Miejsca na pociągu intermodalnym'],
      description: [
        'Weekly slots for 40-foot containers between the port and inland terminals, with first and last mile by truck.',
        'Cotygodniowe miejsca na kontenery 40-stopowe między portem a terminalami lądowymi, z dowozem i odwozem samochodem.',
      ],
      price: { euros: [650, 980], per: ['Price per container.', 'Cena za kontener.'] },
      codes: ['52', '49'],
    },
    {
      name: ['Customs clearance', 'Odprawa celna'],
      description: [
        'Import and export declarations, T1 transit and AEO-certified representation, around the clock.',
        'Zgłoszenia importowe i eksportowe, tranzyt T1 i przedstawicielstwo ze statusem AEO, przez całą dobę.',
      ],
      price: { euros: [35, 60], per: ['Price per declaration.', 'Cena za zgłoszenie.'] },
      codes: ['52'],
    },
    {
      name: ['E-commerce fulfilment', 'Fulfilment e-commerce'],
      description: [
        'Shop integrations, same-day dispatch for orders placed before 3 p.m. and returns back on the shelf within 48 hours.',
        'Integracje ze sklepami, wysyłka tego samego dnia dla zamówień złożonych do 15:00 i zwroty z powrotem na półce w 48 godzin.',
      ],
      price: { euros: [1.1, 2.2], per: ['Price per order.', 'Cena za zamówienie.'] },
      codes: ['52', '53'],
    },
    {
      name: ['Fleet telematics subscription', 'Abonament telematyki flotowej'],
      description: [
        'Tracking, remote tachograph download and driver scoring for trucks and vans, with an API for your TMS.',
        'Lokalizacja, zdalny odczyt tachografu i ocena stylu jazdy dla ciężarówek i dostawczaków, z API do Twojego TMS.',
      ],
      price: { euros: [14, 24], per: ['Price per vehicle and month.', 'Cena za pojazd miesięcznie.'] },
      codes: ['52'],
    },
  ],
  ict: [
    {
      name: ['Managed Kubernetes hosting', 'Zarządzany hosting Kubernetes'],
      description: [
        'Clusters in EU data centres with 24/7 on-call, backups and upgrades included; 99.95% availability.',
        'Klastry w centrach danych w UE z dyżurem 24/7, kopiami zapasowymi i aktualizacjami w cenie; dostępność 99,95%.',
      ],
      price: { euros: [450, 900], per: ['Price per cluster and month.', 'Cena za klaster miesięcznie.'] },
      codes: ['63', '62'],
    },
    {
      name: ['Web application penetration test', 'Test penetracyjny aplikacji webowej'],
      description: [
        'A five-day test by certified testers along the OWASP list, with a report and a retest of the fixes.',
        'Pięciodniowy test prowadzony przez certyfikowanych pentesterów według listy OWASP, z raportem i ponownym testem poprawek.',
      ],
      price: { euros: [5500, 8500], per: ['Price per test.', 'Cena za test.'] },
      codes: ['62'],
    },
    {
      name: ['ERP integration for manufacturers', 'Integracja ERP dla producentów'],
      description: [
        'Connectors between ERP, MES and e-commerce: a fixed-price discovery workshop, then sprints.',
        'Konektory między ERP, MES i e-commerce: warsztat analityczny w stałej cenie, potem sprinty.',
      ],
      price: null,
      codes: ['62'],
    },
    {
      name: ['Dedicated software team', 'Dedykowany zespół programistów'],
      description: [
        'Senior TypeScript, Java and Python developers with a team lead, working in your time zone; ready in four weeks.',
        'Doświadczeni programiści TypeScript, Java i Python z liderem zespołu, pracujący w Twojej strefie czasowej; start w cztery tygodnie.',
      ],
      price: { euros: [55, 80], per: ['Price per developer hour.', 'Cena za godzinę pracy programisty.'] },
      codes: ['62'],
    },
    {
      name: ['Industrial IoT gateway', 'Przemysłowa bramka IoT'],
      description: [
        'Reads OPC UA and Modbus and sends the data over LTE or Ethernet to any cloud.',
        'Odczytuje OPC UA i Modbus i przesyła dane przez LTE lub Ethernet do dowolnej chmury.',
      ],
      price: { euros: [290, 480], per: ['Price per device.', 'Cena za urządzenie.'] },
      codes: ['62', '61'],
    },
    {
      name: ['Security awareness training', 'Szkolenie z cyberbezpieczeństwa dla pracowników'],
      description: [
        'An online course with phishing simulations and monthly reports, in eight languages.',
        'Kurs online z symulacjami phishingu i comiesięcznymi raportami, w ośmiu językach.',
      ],
      price: { euros: [3, 6], per: ['Price per user and month.', 'Cena za użytkownika miesięcznie.'] },
      codes: ['62'],
    },
    {
      name: ['Private 5G campus network', 'Prywatna sieć 5G dla zakładu'],
      description: [
        'Planning, radio equipment and the core network for factories and ports, starting with a pilot in one hall.',
        'Projekt, urządzenia radiowe i sieć rdzeniowa dla fabryk i portów, zaczynając od pilotażu w jednej hali.',
      ],
      price: null,
      codes: ['61'],
    },
  ],
  energy: [
    {
      name: ['Rooftop solar for industry', 'Fotowoltaika dachowa dla przemysłu'],
      description: [
        'Turnkey PV systems from 50 kWp to 2 MWp: design, grid connection and monitoring.',
        'Instalacje PV pod klucz od 50 kWp do 2 MWp: projekt, przyłączenie do sieci i monitoring.',
      ],
      price: { euros: [650, 900], per: ['Price per kWp, installed.', 'Cena za kWp z montażem.'] },
      codes: ['35', '71'],
    },
    {
      name: ['Containerised battery storage, 1 MWh', 'Kontenerowy magazyn energii 1 MWh'],
      description: [
        'LFP cells in a 20-foot container with an energy management system for peak shaving and grid services.',
        'Ogniwa LFP w kontenerze 20-stopowym z systemem zarządzania energią do ścinania szczytów i usług systemowych.',
      ],
      price: { euros: [260000, 340000], per: ['Price per container, delivered.', 'Cena za kontener z dostawą.'] },
      codes: ['27'],
    },
    {
      name: ['Air-to-water heat pump, 40 kW', 'Pompa ciepła powietrze–woda 40 kW'],
      description: [
        'For commercial buildings, flow temperatures up to 65 °C, with the natural refrigerant R290.',
        'Do budynków komercyjnych, temperatura zasilania do 65 °C, z naturalnym czynnikiem R290.',
      ],
      price: { euros: [17000, 24000], per: ['Price per unit, EXW {city}.', 'Cena za urządzenie, EXW {city}.'] },
      codes: ['27'],
    },
    {
      name: ['Wind farm operation and maintenance', 'Serwis i eksploatacja farm wiatrowych'],
      description: [
        'Scheduled maintenance, blade inspections by drone and 24/7 remote monitoring of onshore turbines.',
        'Przeglądy okresowe, inspekcje łopat dronem i całodobowy zdalny monitoring turbin lądowych.',
      ],
      price: null,
      codes: ['71', '35'],
    },
    {
      name: ['22 kW AC wallbox', 'Stacja ładowania AC 22 kW'],
      description: [
        'A wall-mounted charger with RFID, OCPP 2.0 and a MID meter, for company car parks.',
        'Ładowarka naścienna z RFID, OCPP 2.0 i licznikiem MID, do parkingów firmowych.',
      ],
      price: { euros: [850, 1300], per: ['Price per charger.', 'Cena za ładowarkę.'] },
      codes: ['27'],
    },
    {
      name: ['Energy audit for industrial sites', 'Audyt energetyczny zakładu'],
      description: [
        'Measurements, a list of savings with their payback times and a report to EN 16247.',
        'Pomiary, lista oszczędności z okresami zwrotu i raport zgodny z EN 16247.',
      ],
      price: { euros: [4500, 9000], per: ['Price per site.', 'Cena za zakład.'] },
      codes: ['71'],
    },
    {
      name: ['Green power purchase agreement', 'Umowa PPA na zieloną energię'],
      description: [
        'Electricity from our wind and solar parks at a fixed price for 5 to 10 years, with guarantees of origin.',
        'Energia z naszych farm wiatrowych i słonecznych po stałej cenie na 5–10 lat, z gwarancjami pochodzenia.',
      ],
      price: { euros: [70, 95], per: ['Price per MWh.', 'Cena za MWh.'] },
      codes: ['35'],
    },
  ],
  construction: [
    {
      name: ['Prefabricated timber-frame walls', 'Prefabrykowane ściany szkieletowe'],
      description: [
        'Insulated wall elements with the windows fitted, delivered with a crane plan.',
        'Ocieplone elementy ścian z zamontowanymi oknami, dostarczane z planem montażu dźwigiem.',
      ],
      price: { euros: [180, 260], per: ['Price per m² of wall.', 'Cena za m² ściany.'] },
      codes: ['41'],
    },
    {
      name: ['Ready-mix concrete C30/37', 'Beton towarowy C30/37'],
      description: [
        'Delivered by truck mixer within 40 km of {city}, pump on request; a lab certificate for every batch.',
        'Dostawa betonomieszarką w promieniu 40 km od miasta {city}, pompa na życzenie; świadectwo laboratoryjne dla każdej partii.',
      ],
      price: { euros: [95, 130], per: ['Price per m³, delivered.', 'Cena za m³ z dostawą.'] },
      codes: ['23'],
    },
    {
      name: ['Ventilated facade system', 'System fasady wentylowanej'],
      description: [
        'An aluminium substructure with fibre-cement panels, fire class A2 to EN 13501; design support for architects.',
        'Podkonstrukcja aluminiowa z płytami włóknocementowymi, klasa ogniowa A2 wg EN 13501; wsparcie projektowe dla architektów.',
      ],
      price: { euros: [85, 140], per: ['Price per m² of facade.', 'Cena za m² fasady.'] },
      codes: ['43'],
    },
    {
      name: ['BIM coordination', 'Koordynacja BIM'],
      description: [
        'Clash detection, model checking and 4D scheduling for contractors, with weekly coordination meetings.',
        'Wykrywanie kolizji, sprawdzanie modeli i harmonogramy 4D dla wykonawców, z cotygodniowymi spotkaniami koordynacyjnymi.',
      ],
      price: null,
      codes: ['41'],
    },
    {
      name: ['Mineral wool insulation boards', 'Płyty z wełny mineralnej'],
      description: [
        'Boards from 50 to 200 mm, λ 0.035, non-combustible, on pallets of 48 packs.',
        'Płyty o grubości od 50 do 200 mm, λ 0,035, niepalne, na paletach po 48 paczek.',
      ],
      price: { euros: [4, 9], per: ['Price per m², EXW {city}.', 'Cena za m², EXW {city}.'] },
      codes: ['23'],
    },
    {
      name: ['Flat roof waterproofing', 'Hydroizolacja dachów płaskich'],
      description: [
        'TPO and bitumen membranes laid by certified crews, with a 15-year warranty.',
        'Membrany TPO i papy termozgrzewalne układane przez certyfikowane ekipy, z 15-letnią gwarancją.',
      ],
      price: { euros: [28, 45], per: ['Price per m² of roof.', 'Cena za m² dachu.'] },
      codes: ['43'],
    },
  ],
  furniture: [
    {
      name: ['Height-adjustable office desk', 'Biurko z regulacją wysokości'],
      description: [
        'An electric two-motor frame with a 160 × 80 cm top in oak veneer or HPL and memory for four positions.',
        'Elektryczny stelaż z dwoma silnikami, blat 160 × 80 cm z forniru dębowego lub HPL i pamięć czterech pozycji.',
      ],
      price: { euros: [420, 690], per: ['Price per desk, EXW {city}.', 'Cena za biurko, EXW {city}.'] },
      codes: ['31'],
    },
    {
      name: ['Upholstered lounge chair', 'Fotel tapicerowany'],
      description: [
        'A solid beech frame and flame-retardant fabrics for hotels and offices, in 40 colours.',
        'Stelaż z litego buku i trudnozapalne tkaniny dla hoteli i biur, w 40 kolorach.',
      ],
      price: { euros: [310, 520], per: ['Price per chair, EXW {city}.', 'Cena za fotel, EXW {city}.'] },
      codes: ['31'],
    },
    {
      name: ['Made-to-measure kitchen fronts', 'Fronty kuchenne na wymiar'],
      description: ['Lacquered MDF and veneer fronts, made in 10 working days.', 'Fronty z lakierowanego MDF i forniru, wykonywane w 10 dni roboczych.'],
      price: { euros: [75, 140], per: ['Price per m² of fronts.', 'Cena za m² frontów.'] },
      codes: ['31'],
    },
    {
      name: ['Engineered oak flooring', 'Deska podłogowa dębowa'],
      description: [
        'Three-layer 14 mm boards, brushed and oiled, in rustic and select grades.',
        'Trójwarstwowa deska 14 mm, szczotkowana i olejowana, w klasach rustic i select.',
      ],
      price: { euros: [38, 62], per: ['Price per m², EXW {city}.', 'Cena za m², EXW {city}.'] },
      codes: ['16'],
    },
    {
      name: ['Hotel furnishing, turnkey', 'Wyposażenie hoteli pod klucz'],
      description: [
        'Rooms, lobbies and restaurants furnished to the designer’s drawings, with installation across Europe.',
        'Pokoje, lobby i restauracje wyposażone według projektu architekta, z montażem w całej Europie.',
      ],
      price: null,
      codes: ['31'],
    },
    {
      name: ['Thermo-ash garden lounge set', 'Zestaw ogrodowy z jesionu termowanego'],
      description: [
        'A sofa, two chairs and a table with weatherproof cushions, flat-packed.',
        'Sofa, dwa fotele i stolik z poduszkami odpornymi na warunki atmosferyczne, w płaskich paczkach.',
      ],
      price: { euros: [780, 1250], per: ['Price per set, EXW {city}.', 'Cena za zestaw, EXW {city}.'] },
      codes: ['31', '16'],
    },
    {
      name: ['Soft-close hinges and drawer runners', 'Zawiasy z cichym domykiem i prowadnice szuflad'],
      description: [
        'Full-extension runners for up to 60 kg, tested to 80,000 cycles.',
        'Prowadnice pełnego wysuwu o nośności do 60 kg, testowane na 80 000 cykli.',
      ],
      price: { euros: [2.2, 6], per: ['Price per piece, EXW {city}.', 'Cena za sztukę, EXW {city}.'] },
      codes: ['31'],
    },
  ],
  medical: [
    {
      name: ['Single-use surgical drape packs', 'Jednorazowe zestawy obłożeń chirurgicznych'],
      description: [
        'Sterile packs for orthopaedic and general surgery, high performance to EN 13795.',
        'Sterylne zestawy do zabiegów ortopedycznych i ogólnych, o podwyższonej skuteczności wg EN 13795.',
      ],
      price: { euros: [9, 16], per: ['Price per pack.', 'Cena za zestaw.'] },
      codes: ['32'],
    },
    {
      name: ['Bedside patient monitor', 'Przyłóżkowy monitor pacjenta'],
      description: [
        'Five parameters (ECG, SpO2, NIBP, temperature and respiration) and an HL7 interface.',
        'Pięć parametrów (EKG, SpO2, NIBP, temperatura i oddech) oraz interfejs HL7.',
      ],
      price: { euros: [2800, 4600], per: ['Price per monitor.', 'Cena za monitor.'] },
      codes: ['26', '32'],
    },
    {
      name: ['Dental implants', 'Implanty stomatologiczne'],
      description: [
        'Grade 4 titanium with a conical connection, diameters from 3.3 to 5.0 mm; a surgical kit on loan.',
        'Tytan klasy 4 z połączeniem stożkowym, średnice od 3,3 do 5,0 mm; zestaw chirurgiczny w użyczeniu.',
      ],
      price: { euros: [85, 160], per: ['Price per implant.', 'Cena za implant.'] },
      codes: ['32'],
    },
    {
      name: ['Rapid antigen tests for influenza and RSV', 'Szybkie testy antygenowe na grypę i RSV'],
      description: [
        'Lateral-flow tests for influenza A/B and RSV with results in 15 minutes, CE-IVD marked.',
        'Testy kasetkowe na grypę A/B i RSV z wynikiem w 15 minut, oznakowane CE-IVD.',
      ],
      price: { euros: [2.5, 4.5], per: ['Price per test.', 'Cena za test.'] },
      codes: ['21', '32'],
    },
    {
      name: ['Telemedicine platform licence', 'Licencja platformy telemedycznej'],
      description: [
        'Video consultations, e-prescriptions and remote monitoring in one GDPR-compliant platform.',
        'Wideokonsultacje, e-recepty i zdalny monitoring w jednej platformie zgodnej z RODO.',
      ],
      price: { euros: [45, 90], per: ['Price per doctor and month.', 'Cena za lekarza miesięcznie.'] },
      codes: ['86'],
    },
    {
      name: ['Rehabilitation treadmill', 'Bieżnia rehabilitacyjna'],
      description: [
        'Low speeds, handrails, body-weight support and gait analysis software.',
        'Niskie prędkości, poręcze, odciążenie masy ciała i oprogramowanie do analizy chodu.',
      ],
      price: { euros: [14000, 22000], per: ['Price per treadmill, installed.', 'Cena za bieżnię z instalacją.'] },
      codes: ['32'],
    },
    {
      name: ['Benchtop laboratory centrifuge', 'Stołowa wirówka laboratoryjna'],
      description: [
        'Up to 15,000 rpm with swing-out and angle rotors; a refrigerated version is available.',
        'Do 15 000 obr./min z rotorami horyzontalnymi i kątowymi; dostępna wersja z chłodzeniem.',
      ],
      price: { euros: [2100, 5200], per: ['Price per centrifuge.', 'Cena za wirówkę.'] },
      codes: ['26', '32'],
    },
  ],
  packaging: [
    {
      name: ['Corrugated shipping boxes', 'Kartony z tektury falistej'],
      description: [
        'Five-layer board printed in up to four colours; flap or die-cut boxes to your dimensions.',
        'Tektura pięciowarstwowa z nadrukiem do czterech kolorów; kartony klapowe lub fasonowe na wymiar.',
      ],
      price: { euros: [0.45, 1.2], per: ['Price per box, from 5,000 boxes.', 'Cena za karton, od 5000 sztuk.'] },
      codes: ['17'],
    },
    {
      name: ['Recyclable mono-material pouches', 'Torebki jednomateriałowe do recyklingu'],
      description: [
        'Stand-up pouches with a zipper, made from a single polymer so they can be recycled; printed in up to eight colours.',
        'Torebki stojące z zamknięciem strunowym z jednego polimeru, dzięki czemu nadają się do recyklingu; druk do ośmiu kolorów.',
      ],
      price: { euros: [110, 190], per: ['Price per 1,000 pouches.', 'Cena za 1000 torebek.'] },
      codes: ['22'],
    },
    {
      name: ['Self-adhesive labels on rolls', 'Etykiety samoprzylepne na rolkach'],
      description: [
        'Paper and film labels in flexo and digital print, with varnish and hot-foil finishing.',
        'Etykiety papierowe i foliowe w druku fleksograficznym i cyfrowym, z lakierem i złoceniem na gorąco.',
      ],
      price: { euros: [18, 45], per: ['Price per 1,000 labels.', 'Cena za 1000 etykiet.'] },
      codes: ['18', '17'],
    },
    {
      name: ['Turntable stretch wrapper', 'Owijarka do palet ze stołem obrotowym'],
      description: ['Film pre-stretch up to 300% and loads up to 2,000 kg.', 'Wstępne rozciąganie folii do 300% i ładunki do 2000 kg.'],
      price: { euros: [6500, 11000], per: ['Price per machine, EXW {city}.', 'Cena za maszynę, EXW {city}.'] },
      codes: ['22'],
    },
    {
      name: ['Folding cartons for food', 'Kartoniki składane do żywności'],
      description: [
        'Food-safe FSC board, offset-printed with water-based inks.',
        'Karton z certyfikatem FSC dopuszczony do kontaktu z żywnością, drukowany offsetowo farbami wodnymi.',
      ],
      price: { euros: [80, 160], per: ['Price per 1,000 cartons.', 'Cena za 1000 kartoników.'] },
      codes: ['17', '18'],
    },
    {
      name: ['New EUR pallets', 'Nowe palety EUR'],
      description: [
        'EPAL-licensed 1200 × 800 mm pallets, heat-treated to ISPM 15.',
        'Palety 1200 × 800 mm na licencji EPAL, obrabiane termicznie zgodnie z ISPM 15.',
      ],
      price: { euros: [9, 14], per: ['Price per pallet, from one truckload.', 'Cena za paletę, od jednego pełnego transportu.'] },
      codes: ['16', '17'],
    },
    {
      name: ['Packaging design and transport testing', 'Projektowanie i testy transportowe opakowań'],
      description: [
        'Structural design, prototypes from our cutting plotter and ISTA transport tests.',
        'Konstrukcja opakowań, prototypy z naszego plotera tnącego i testy transportowe ISTA.',
      ],
      price: null,
      codes: ['17'],
    },
  ],
  plastics: [
    {
      name: ['Injection-moulded technical parts', 'Techniczne części wtryskowe'],
      description: [
        'Parts in PA, PC and ABS from 2 to 800 g on 50 to 450 t machines, with our own toolroom.',
        'Części z PA, PC i ABS od 2 do 800 g na wtryskarkach 50–450 t, z własną narzędziownią.',
      ],
      price: { euros: [0.6, 3.5], per: ['Price per part, from 10,000 parts.', 'Cena za sztukę, od 10 000 sztuk.'] },
      codes: ['22'],
    },
    {
      name: ['Recycled PP compound', 'Kompaund PP z recyklingu'],
      description: [
        'Post-industrial polypropylene, talc-filled or impact-modified, in 25 kg bags or big bags.',
        'Polipropylen z odpadów poprodukcyjnych, z talkiem lub modyfikowany udarowo, w workach 25 kg lub big-bagach.',
      ],
      price: { euros: [1.1, 1.7], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['20', '22'],
    },
    {
      name: ['Extruded profiles', 'Profile wytłaczane'],
      description: [
        'PVC, PE and TPE profiles to drawing, co-extruded with soft lips and cut to length.',
        'Profile z PVC, PE i TPE według rysunku, współwytłaczane z miękkimi uszczelkami i cięte na wymiar.',
      ],
      price: { euros: [0.8, 2.5], per: ['Price per metre.', 'Cena za metr.'] },
      codes: ['22'],
    },
    {
      name: ['Injection moulds', 'Formy wtryskowe'],
      description: [
        'Single- and multi-cavity moulds with hot runners; first samples in six weeks.',
        'Formy jedno- i wielogniazdowe z gorącymi kanałami; pierwsze próbki w sześć tygodni.',
      ],
      price: null,
      codes: ['22'],
    },
    {
      name: ['Carbon-fibre sandwich panels', 'Panele przekładkowe z włókna węglowego'],
      description: [
        'Autoclave-cured panels for machines and vehicles, cut and drilled to drawing.',
        'Panele utwardzane w autoklawie dla maszyn i pojazdów, cięte i wiercone według rysunku.',
      ],
      price: { euros: [240, 480], per: ['Price per m².', 'Cena za m².'] },
      codes: ['22'],
    },
    {
      name: ['Compostable PLA granulate', 'Kompostowalny granulat PLA'],
      description: [
        'Grades for thermoforming and injection moulding, certified to EN 13432.',
        'Gatunki do termoformowania i wtrysku, z certyfikatem EN 13432.',
      ],
      price: { euros: [2.6, 3.8], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['20'],
    },
    {
      name: ['Thermoformed trays', 'Tacki termoformowane'],
      description: [
        'PET and rPET trays for food and electronics; cleanroom packing on request.',
        'Tacki z PET i rPET do żywności i elektroniki; pakowanie w clean roomie na życzenie.',
      ],
      price: { euros: [45, 120], per: ['Price per 1,000 trays.', 'Cena za 1000 tacek.'] },
      codes: ['22'],
    },
  ],
  automotive: [
    {
      name: ['Electric drive unit, 150 kW', 'Elektryczny zespół napędowy 150 kW'],
      description: [
        'Motor, inverter and gearbox in one unit for light commercial vehicles, ready for 800 V.',
        'Silnik, falownik i przekładnia w jednym zespole do lekkich pojazdów użytkowych, gotowy na 800 V.',
      ],
      price: { euros: [3200, 4800], per: ['Price per unit, from 1,000 units a year.', 'Cena za zespół, od 1000 sztuk rocznie.'] },
      codes: ['29'],
    },
    {
      name: ['Battery pack housings', 'Obudowy pakietów baterii'],
      description: [
        'Friction-stir-welded aluminium trays with cooling plates, crash-tested.',
        'Tace z aluminium zgrzewane tarciowo, z płytami chłodzącymi, po testach zderzeniowych.',
      ],
      price: { euros: [420, 780], per: ['Price per housing.', 'Cena za obudowę.'] },
      codes: ['29'],
    },
    {
      name: ['Brake discs for trucks and buses', 'Tarcze hamulcowe do ciężarówek i autobusów'],
      description: [
        'Ventilated discs in original-equipment quality, approved to ECE R90.',
        'Tarcze wentylowane w jakości pierwszego montażu, z homologacją ECE R90.',
      ],
      price: { euros: [65, 140], per: ['Price per disc.', 'Cena za tarczę.'] },
      codes: ['29', '45'],
    },
    {
      name: ['Wiring harnesses', 'Wiązki elektryczne'],
      description: [
        'Harnesses for vehicles and machines from prototype to series, each one tested electrically.',
        'Wiązki do pojazdów i maszyn od prototypu do serii, każda sprawdzana elektrycznie.',
      ],
      price: null,
      codes: ['29'],
    },
    {
      name: ['LED lamps for vans and trailers', 'Lampy LED do dostawczaków i przyczep'],
      description: [
        'E-marked LED head and tail lamps for the aftermarket, with a five-year warranty.',
        'Lampy przednie i tylne LED ze znakiem E na rynek wtórny, z pięcioletnią gwarancją.',
      ],
      price: { euros: [35, 95], per: ['Price per lamp.', 'Cena za lampę.'] },
      codes: ['45', '29'],
    },
    {
      name: ['Lightweight aluminium brackets', 'Lekkie wsporniki aluminiowe'],
      description: [
        'Forged and machined brackets for chassis and seats, with PPAP level 3.',
        'Kute i obrabiane wsporniki do podwozi i foteli, z dokumentacją PPAP poziomu 3.',
      ],
      price: { euros: [4, 12], per: ['Price per bracket, from 20,000 a year.', 'Cena za wspornik, od 20 000 sztuk rocznie.'] },
      codes: ['29'],
    },
  ],
  agriculture: [
    {
      name: ['Certified seed potatoes', 'Kwalifikowane sadzeniaki ziemniaka'],
      description: [
        'Class A seed of early and table varieties, in 25 kg bags or big bags.',
        'Sadzeniaki klasy A odmian wczesnych i jadalnych, w workach 25 kg lub big-bagach.',
      ],
      price: { euros: [420, 640], per: ['Price per tonne, EXW {city}.', 'Cena za tonę, EXW {city}.'] },
      codes: ['01'],
    },
    {
      name: ['Greenhouse tomatoes', 'Pomidory szklarniowe'],
      description: [
        'Vine and cherry tomatoes grown under LED lighting, all year round, packed to the retailer’s specification.',
        'Pomidory gronowe i koktajlowe z upraw doświetlanych LED, przez cały rok, pakowane według wymagań sieci.',
      ],
      price: { euros: [1.4, 2.6], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['01'],
    },
    {
      name: ['Field mapping for precision farming', 'Mapowanie pól dla rolnictwa precyzyjnego'],
      description: [
        'Drone and satellite maps of soil and crop vigour, with variable-rate prescriptions for your spreader.',
        'Mapy gleby i wigoru roślin z drona i satelity, z mapami zmiennego dawkowania dla rozsiewacza.',
      ],
      price: { euros: [6, 12], per: ['Price per hectare.', 'Cena za hektar.'] },
      codes: ['01'],
    },
    {
      name: ['Organic apples', 'Jabłka ekologiczne'],
      description: [
        'Six certified organic varieties, from controlled-atmosphere storage until June.',
        'Sześć odmian z certyfikatem ekologicznym, z przechowalni z kontrolowaną atmosferą do czerwca.',
      ],
      price: { euros: [0.9, 1.6], per: ['Price per kg, EXW {city}.', 'Cena za kg, EXW {city}.'] },
      codes: ['01'],
    },
    {
      name: ['Rainbow trout fillets', 'Filety z pstrąga tęczowego'],
      description: [
        'Fresh and smoked fillets from our own ponds, ASC certified, delivered chilled twice a week.',
        'Świeże i wędzone filety z własnych stawów, z certyfikatem ASC, dostarczane w chłodni dwa razy w tygodniu.',
      ],
      price: { euros: [9, 14], per: ['Price per kg.', 'Cena za kg.'] },
      codes: ['03'],
    },
    {
      name: ['Wood chips for biomass boilers', 'Zrębka drzewna dla kotłowni na biomasę'],
      description: [
        'Forest chips with less than 35% moisture, delivered by walking-floor trailers.',
        'Zrębka leśna o wilgotności poniżej 35%, dostarczana naczepami z ruchomą podłogą.',
      ],
      price: { euros: [70, 110], per: ['Price per tonne, delivered.', 'Cena za tonę z dostawą.'] },
      codes: ['02'],
    },
    {
      name: ['Extra virgin olive oil', 'Oliwa z oliwek extra virgin'],
      description: [
        'Cold-pressed Arbequina oil from this season’s harvest, in 5 l tins and 500 ml bottles.',
        'Tłoczona na zimno oliwa z odmiany Arbequina z tegorocznych zbiorów, w puszkach 5 l i butelkach 500 ml.',
      ],
      price: { euros: [7, 11], per: ['Price per litre, EXW {city}.', 'Cena za litr, EXW {city}.'] },
      codes: ['01'],
      only: ['ES', 'IT', 'FR'],
    },
  ],
};

export const OFFERS: Record<OfferingGroup, readonly OfferWords[]> = {
  // The first four are Baltic Expo Center's.
  organizer: [
    {
      kind: 'offer',
      title: ['Last stands available at our coming fairs', 'Ostatnie wolne stoiska na najbliższych targach'],
      description: [
        'A few corner and shell-scheme stands are still free in {venue}. Book now and your company goes into the printed catalogue at no extra cost.',
        'W obiekcie {venue} zostało jeszcze kilka stoisk narożnych i systemowych. Zarezerwuj teraz, a bez dopłaty umieścimy Twoją firmę w drukowanym katalogu.',
      ],
      targets: [],
      codes: ['82'],
    },
    {
      kind: 'partnership',
      title: ['Media partners wanted for our trade fairs', 'Szukamy patronów medialnych naszych targów'],
      description: [
        'Trade magazines and industry portals: in exchange for coverage we offer a stand, tickets for your readers and your logo in our campaigns.',
        'Magazyny branżowe i portale: w zamian za publikacje oferujemy stoisko, bilety dla czytelników i Wasze logo w naszych kampaniach.',
      ],
      targets: [],
      codes: ['73'],
    },
    {
      kind: 'request',
      title: ['Stand builders wanted for the coming season', 'Szukamy wykonawców zabudowy stoisk na nowy sezon'],
      description: [
        'We need reliable partners for shell-scheme and custom stands, with their own crews and storage near {venue}.',
        'Potrzebujemy sprawdzonych partnerów do zabudowy systemowej i indywidualnej, z własnymi ekipami i magazynem w pobliżu obiektu {venue}.',
      ],
      targets: 'home',
      codes: ['82'],
    },
    {
      kind: 'request',
      title: ['Catering partner for congress days', 'Partner cateringowy na dni kongresowe'],
      description: [
        'Coffee breaks and lunches for 300 to 1,500 guests a day at {venue}; vegetarian and allergen-free options required.',
        'Przerwy kawowe i obiady dla 300–1500 gości dziennie w obiekcie {venue}; wymagane opcje wegetariańskie i bez alergenów.',
      ],
      targets: 'home',
      codes: ['82'],
    },
    {
      kind: 'offer',
      title: ['Hosted buyers programme for exhibitors', 'Program zaproszonych kupców dla wystawców'],
      description: [
        'We invite buyers from retail chains and industry and pay for their travel; exhibitors get pre-arranged meetings with them.',
        'Zapraszamy kupców z sieci handlowych i przemysłu i pokrywamy koszty ich podróży; wystawcy dostają umówione z nimi spotkania.',
      ],
      targets: [],
      codes: ['82'],
    },
    {
      kind: 'partnership',
      title: ['Co-organizer wanted for a regional fair', 'Szukamy współorganizatora targów regionalnych'],
      description: [
        'Industry associations and chambers of commerce: let us run a fair together. We bring the venue and the visitors.',
        'Stowarzyszenia branżowe i izby gospodarcze: zorganizujmy razem targi. My zapewnimy obiekt i zwiedzających.',
      ],
      targets: 'home',
      codes: ['82'],
    },
  ],
  food: [
    {
      kind: 'offer',
      title: ['Private-label production for retail chains', 'Produkcja pod marką własną dla sieci handlowych'],
      description: [
        'Free capacity on our packing lines from next quarter; recipes adapted to your specification, IFS Food certified.',
        'Wolne moce na liniach pakujących od przyszłego kwartału; receptury dopasujemy do Twojej specyfikacji, certyfikat IFS Food.',
      ],
      targets: [],
      codes: ['10'],
    },
    {
      kind: 'partnership',
      title: ['Importer wanted for the Nordic market', 'Szukamy importera na rynek nordycki'],
      description: [
        'We are looking for an importer or distributor with access to grocery chains in Sweden, Norway, Denmark and Finland.',
        'Szukamy importera lub dystrybutora z dostępem do sieci spożywczych w Szwecji, Norwegii, Danii i Finlandii.',
      ],
      targets: NORDICS,
      codes: ['46', '10'],
    },
    {
      kind: 'request',
      title: ['Supplier of frozen organic raspberries wanted', 'Szukamy dostawcy mrożonych malin ekologicznych'],
      description: [
        'About 40 t of individually quick-frozen organic raspberries a year, with the EU organic certificate; delivered in quarterly lots.',
        'Około 40 t ekologicznych malin mrożonych metodą IQF rocznie, z unijnym certyfikatem ekologicznym; dostawy kwartalne.',
      ],
      targets: 'home',
      codes: ['10'],
    },
    {
      kind: 'offer',
      title: ['Seasonal gift boxes for corporate clients', 'Sezonowe zestawy upominkowe dla firm'],
      description: [
        'Gift boxes with our products for Christmas and Easter, with your logo on the sleeve; orders from 200 boxes.',
        'Zestawy upominkowe z naszymi produktami na Boże Narodzenie i Wielkanoc, z Twoim logo na obwolucie; zamówienia od 200 sztuk.',
      ],
      targets: 'home',
      codes: ['10'],
    },
    {
      kind: 'partnership',
      title: ['Distributor wanted in Germany, Austria and Switzerland', 'Szukamy dystrybutora w Niemczech, Austrii i Szwajcarii'],
      description: [
        'We are looking for a food distributor supplying delicatessen shops and HoReCa in the German-speaking countries.',
        'Szukamy dystrybutora żywności zaopatrującego delikatesy i HoReCa w krajach niemieckojęzycznych.',
      ],
      targets: DACH,
      codes: ['46', '10'],
    },
  ],
  machinery: [
    {
      kind: 'offer',
      title: ['Machine retrofits with a guaranteed downtime', 'Modernizacje maszyn z gwarantowanym czasem przestoju'],
      description: [
        'We replace the controls and drives of your machining centres in an agreed window, with penalties if we overrun.',
        'Wymieniamy sterowanie i napędy Twoich centrów obróbczych w uzgodnionym terminie, z karami umownymi za jego przekroczenie.',
      ],
      targets: [],
      codes: ['33'],
    },
    {
      kind: 'partnership',
      title: ['Service partners wanted in the Baltic states', 'Szukamy partnerów serwisowych w krajach bałtyckich'],
      description: [
        'We train your technicians and ship spare parts from stock; you look after our machines in Lithuania, Latvia and Estonia.',
        'Szkolimy Twoich techników i wysyłamy części zamienne z magazynu; Ty opiekujesz się naszymi maszynami na Litwie, Łotwie i w Estonii.',
      ],
      targets: BALTICS,
      codes: ['33', '28'],
    },
    {
      kind: 'request',
      title: ['Supplier of cast machine beds wanted', 'Szukamy dostawcy odlewanych korpusów maszyn'],
      description: [
        'Grey-iron machine beds of 800 to 2,500 kg, rough or machined, about 60 a year.',
        'Korpusy maszyn z żeliwa szarego o masie 800–2500 kg, surowe lub obrobione, około 60 sztuk rocznie.',
      ],
      targets: [],
      codes: ['28'],
    },
    {
      kind: 'offer',
      title: ['Robot cell on loan for a four-week trial', 'Gniazdo zrobotyzowane do czterotygodniowych testów'],
      description: [
        'Try automated palletising or machine tending on your own line before you buy; our engineers install it.',
        'Wypróbuj automatyczną paletyzację lub obsługę maszyn na własnej linii przed zakupem; instalację wykonują nasi inżynierowie.',
      ],
      targets: 'home',
      codes: ['28'],
    },
    {
      kind: 'partnership',
      title: ['System integrators wanted in Central Europe', 'Szukamy integratorów systemów w Europie Środkowej'],
      description: [
        'Resell and install our standard robot cells with our engineering support and a partner discount.',
        'Sprzedawajcie i instalujcie nasze standardowe gniazda zrobotyzowane z naszym wsparciem inżynierskim i rabatem partnerskim.',
      ],
      targets: CENTRAL_EUROPE,
      codes: ['28'],
    },
  ],
  // The first four are Nordic Metalworks'.
  metalworking: [
    {
      kind: 'offer',
      title: ['Free laser-cutting capacity this quarter', 'Wolne moce na cięciu laserowym w tym kwartale'],
      description: [
        'Our fibre lasers have free hours on the second shift. Short lead times for batches of 50 to 5,000 parts; send your DXF files and get a quote within 24 hours.',
        'Nasze lasery światłowodowe mają wolne godziny na drugiej zmianie. Krótkie terminy dla partii od 50 do 5000 sztuk; wyślij pliki DXF, a wycenę dostaniesz w 24 godziny.',
      ],
      targets: [...NORDICS, GERMANY],
      codes: ['25'],
    },
    {
      kind: 'partnership',
      title: ['Sales agents wanted in Germany and Poland', 'Szukamy agentów handlowych w Niemczech i Polsce'],
      description: [
        'Independent agents who already sell to machine builders: introduce our cutting, bending and welding services, on commission.',
        'Niezależni agenci, którzy już sprzedają producentom maszyn: przedstawiajcie nasze usługi cięcia, gięcia i spawania, za prowizją.',
      ],
      targets: [GERMANY, POLAND],
      codes: ['25'],
    },
    {
      kind: 'request',
      title: ['Powder-coating subcontractor wanted', 'Szukamy podwykonawcy malowania proszkowego'],
      description: [
        'Regular volumes of about 400 m² a week, parts up to 3 m long, in RAL 7035 and 9005. We collect with our own trucks within 150 km.',
        'Stałe ilości około 400 m² tygodniowo, elementy do 3 m, kolory RAL 7035 i 9005. Odbieramy własnym transportem w promieniu 150 km.',
      ],
      targets: 'home',
      codes: ['25'],
    },
    {
      kind: 'offer',
      title: ['Welded frames with machining from one supplier', 'Ramy spawane z obróbką od jednego dostawcy'],
      description: [
        'Frames up to 6 m welded, stress-relieved and machined in our plant, delivered painted and ready for assembly. Framework agreements for 12 months.',
        'Ramy do 6 m spawane, odprężane i obrabiane w naszym zakładzie, dostarczane pomalowane i gotowe do montażu. Umowy ramowe na 12 miesięcy.',
      ],
      targets: [],
      codes: ['25'],
    },
    {
      kind: 'request',
      title: ['Second supplier of 2–6 mm steel sheet wanted', 'Szukamy drugiego dostawcy blach stalowych 2–6 mm'],
      description: [
        'We buy about 150 t of S235 and S355 sheet a month and want a second supplier with a service centre within a day’s drive.',
        'Kupujemy około 150 t blach S235 i S355 miesięcznie i szukamy drugiego dostawcy z centrum serwisowym w odległości dnia jazdy.',
      ],
      targets: 'home',
      codes: ['24', '25'],
    },
    {
      kind: 'offer',
      title: ['Open slots on our moulding line', 'Wolne terminy na naszej linii formierskiej'],
      description: [
        'Grey and ductile iron castings from 5 to 300 kg, first articles within six weeks of receiving the pattern.',
        'Odlewy z żeliwa szarego i sferoidalnego od 5 do 300 kg, pierwsze sztuki w sześć tygodni od otrzymania modelu.',
      ],
      targets: [],
      codes: ['24'],
    },
  ],
  logistics: [
    {
      kind: 'offer',
      title: ['Free pallet places in our warehouse', 'Wolne miejsca paletowe w naszym magazynie'],
      description: [
        'About 3,000 pallet places in {city} free from next month, ambient and bonded, with handling and a WMS portal.',
        'Około 3000 miejsc paletowych w mieście {city} wolnych od przyszłego miesiąca, w temperaturze otoczenia i w składzie celnym, z obsługą i portalem WMS.',
      ],
      targets: 'home',
      codes: ['52'],
    },
    {
      kind: 'request',
      title: ['Subcontracted carriers wanted for regular lanes', 'Szukamy przewoźników na stałe trasy'],
      description: [
        'Carriers with their own tractors and mega trailers for weekly loads; payment within 14 days.',
        'Przewoźnicy z własnymi ciągnikami i naczepami typu mega do cotygodniowych ładunków; płatność w 14 dni.',
      ],
      targets: [],
      codes: ['49'],
    },
    {
      kind: 'partnership',
      title: ['Groupage partner wanted in Sweden or Norway', 'Szukamy partnera drobnicowego w Szwecji lub Norwegii'],
      description: [
        'A partner terminal to exchange groupage pallets with us every day, in both directions.',
        'Terminal partnerski do codziennej wymiany palet drobnicowych w obu kierunkach.',
      ],
      targets: [SWEDEN, NORWAY],
      codes: ['49', '52'],
    },
    {
      kind: 'offer',
      title: ['Cold-chain capacity for seasonal peaks', 'Moce w łańcuchu chłodniczym na szczyty sezonowe'],
      description: [
        'Extra refrigerated trucks and storage for the busiest weeks of the year, booked in advance at fixed rates.',
        'Dodatkowe chłodnie i miejsca magazynowe na najbardziej pracowite tygodnie roku, rezerwowane z wyprzedzeniem po stałych stawkach.',
      ],
      targets: [],
      codes: ['49'],
    },
  ],
  ict: [
    {
      kind: 'offer',
      title: ['Free security check of your online shop', 'Bezpłatny przegląd bezpieczeństwa sklepu internetowego'],
      description: [
        'A one-day automated and manual check with a short report, for companies with fewer than 250 employees.',
        'Jednodniowy przegląd automatyczny i ręczny z krótkim raportem, dla firm zatrudniających mniej niż 250 osób.',
      ],
      targets: 'home',
      codes: ['62'],
    },
    {
      kind: 'partnership',
      title: ['ERP implementation partners wanted in the DACH region', 'Szukamy partnerów wdrożeniowych ERP w krajach DACH'],
      description: [
        'Partners with manufacturing customers: we provide training, a partner margin and second-line support.',
        'Partnerzy z klientami z branży produkcyjnej: zapewniamy szkolenia, marżę partnerską i wsparcie drugiej linii.',
      ],
      targets: DACH,
      codes: ['62'],
    },
    {
      kind: 'request',
      title: ['Colocation in a Nordic data centre wanted', 'Szukamy kolokacji w nordyckim centrum danych'],
      description: [
        'Four racks with renewable power and two carriers, from next quarter, for at least three years.',
        'Cztery szafy rack z zieloną energią i dwoma operatorami, od przyszłego kwartału, na co najmniej trzy lata.',
      ],
      targets: NORDICS,
      codes: ['63'],
    },
    {
      kind: 'offer',
      title: ['A software team available for your project', 'Zespół programistów dostępny do Twojego projektu'],
      description: [
        'A team of five (backend, frontend, QA) is free from next month; we start with a paid two-week trial.',
        'Pięcioosobowy zespół (backend, frontend, QA) będzie wolny od przyszłego miesiąca; zaczynamy od płatnego, dwutygodniowego okresu próbnego.',
      ],
      targets: [],
      codes: ['62'],
    },
    {
      kind: 'partnership',
      title: ['Factories wanted for an IoT pilot', 'Szukamy zakładów do pilotażu IoT'],
      description: [
        'Three factories can join a funded pilot that connects their machines; we cover the hardware and the set-up.',
        'Trzy zakłady mogą dołączyć do dofinansowanego pilotażu podłączenia maszyn; pokrywamy koszt sprzętu i konfiguracji.',
      ],
      targets: 'home',
      codes: ['62', '61'],
    },
  ],
  energy: [
    {
      kind: 'offer',
      title: ['Solar on factory roofs with no upfront cost', 'Fotowoltaika na dachach zakładów bez nakładów początkowych'],
      description: [
        'We build, own and maintain the system; you buy its power at a fixed price for 15 years.',
        'Budujemy instalację, jesteśmy jej właścicielem i ją serwisujemy; Ty kupujesz energię po stałej cenie przez 15 lat.',
      ],
      targets: 'home',
      codes: ['35'],
    },
    {
      kind: 'request',
      title: ['Heat pump installers wanted', 'Szukamy instalatorów pomp ciepła'],
      description: [
        'Certified installers for commercial projects of 40 to 400 kW, with steady work all year.',
        'Certyfikowani instalatorzy do projektów komercyjnych 40–400 kW, ze stałą pracą przez cały rok.',
      ],
      targets: 'home',
      codes: ['27', '35'],
    },
    {
      kind: 'partnership',
      title: ['Partners wanted for an offshore wind supply chain', 'Partnerzy do łańcucha dostaw morskiej energetyki wiatrowej'],
      description: [
        'Fabricators and service companies around the Baltic Sea: join our consortium for the next offshore tenders.',
        'Wytwórcy konstrukcji i firmy serwisowe znad Bałtyku: dołączcie do naszego konsorcjum w kolejnych przetargach offshore.',
      ],
      targets: BALTIC_SEA,
      codes: ['35', '71'],
    },
    {
      kind: 'offer',
      title: ['Battery storage for peak shaving', 'Magazyny energii do ograniczania szczytów poboru'],
      description: [
        'Containerised storage with a savings guarantee; the site survey and the grid application are included.',
        'Kontenerowe magazyny energii z gwarancją oszczędności; audyt miejsca i wniosek o przyłączenie w cenie.',
      ],
      targets: [],
      codes: ['27'],
    },
  ],
  construction: [
    {
      kind: 'offer',
      title: ['Prefabricated walls for residential projects', 'Prefabrykowane ściany do inwestycji mieszkaniowych'],
      description: [
        'Capacity for three more projects of 40 to 120 flats next year, with our assembly crews.',
        'Wolne moce na trzy kolejne inwestycje po 40–120 mieszkań w przyszłym roku, z naszymi ekipami montażowymi.',
      ],
      targets: 'home',
      codes: ['41'],
    },
    {
      kind: 'request',
      title: ['Facade subcontractor wanted', 'Szukamy podwykonawcy fasad'],
      description: [
        'About 6,000 m² of ventilated facades on two office buildings, starting within three months.',
        'Około 6000 m² fasad wentylowanych na dwóch budynkach biurowych, start w ciągu trzech miesięcy.',
      ],
      targets: 'home',
      codes: ['43'],
    },
    {
      kind: 'partnership',
      title: ['Timber-frame partner for Nordic projects', 'Partner do budynków szkieletowych w krajach nordyckich'],
      description: [
        'Main contractors in the Nordic countries: we supply prefabricated walls and roofs, you build on site.',
        'Generalni wykonawcy z krajów nordyckich: dostarczamy prefabrykowane ściany i dachy, Wy budujecie na miejscu.',
      ],
      targets: NORDICS,
      codes: ['41'],
    },
    {
      kind: 'offer',
      title: ['BIM coordination for tenders', 'Koordynacja BIM na etapie przetargu'],
      description: [
        'Model checks and quantity take-off within ten working days, so your bid rests on exact numbers.',
        'Sprawdzenie modeli i przedmiar w dziesięć dni roboczych, by Twoja oferta opierała się na dokładnych liczbach.',
      ],
      targets: [],
      codes: ['41'],
    },
  ],
  furniture: [
    {
      kind: 'offer',
      title: ['Contract furniture for hotel projects', 'Meble kontraktowe do projektów hotelowych'],
      description: [
        'Free production slots for hotels of 80 to 250 rooms opening next year; a sample room within four weeks.',
        'Wolne terminy produkcji dla hoteli na 80–250 pokoi otwieranych w przyszłym roku; pokój wzorcowy w cztery tygodnie.',
      ],
      targets: [],
      codes: ['31'],
    },
    {
      kind: 'partnership',
      title: ['Showroom partners wanted in the Benelux', 'Szukamy partnerów z salonami w krajach Beneluksu'],
      description: [
        'Furniture retailers and interior designers: show our collection and order at dealer prices.',
        'Sklepy meblowe i projektanci wnętrz: pokazujcie naszą kolekcję i zamawiajcie w cenach dealerskich.',
      ],
      targets: BENELUX,
      codes: ['31'],
    },
    {
      kind: 'request',
      title: ['Supplier of oak lamellas wanted', 'Szukamy dostawcy lameli dębowych'],
      description: [
        'Kiln-dried oak lamellas of 4 and 6 mm, select grade, about 800 m³ a year.',
        'Suszone komorowo lamele dębowe 4 i 6 mm, klasa select, około 800 m³ rocznie.',
      ],
      targets: [],
      codes: ['16'],
    },
    {
      kind: 'offer',
      title: ['Ex-display office furniture at a discount', 'Meble biurowe z ekspozycji w obniżonych cenach'],
      description: [
        'Desks, chairs and acoustic booths from our trade-fair stands, in good condition, to collect from our warehouse in {city}.',
        'Biurka, krzesła i kabiny akustyczne z naszych stoisk targowych, w dobrym stanie, do odbioru z magazynu w mieście {city}.',
      ],
      targets: 'home',
      codes: ['31'],
    },
  ],
  medical: [
    {
      kind: 'partnership',
      title: ['Distributors wanted for diagnostic tests', 'Szukamy dystrybutorów testów diagnostycznych'],
      description: [
        'Distributors supplying laboratories and pharmacies: we provide the registration files and marketing support.',
        'Dystrybutorzy zaopatrujący laboratoria i apteki: zapewniamy dokumentację rejestracyjną i wsparcie marketingowe.',
      ],
      targets: CENTRAL_EUROPE,
      codes: ['21', '32'],
    },
    {
      kind: 'offer',
      title: ['Patient monitors on loan for clinical evaluation', 'Monitory pacjenta do bezpłatnych testów w szpitalu'],
      description: [
        'Hospitals can test our patient monitors for eight weeks free of charge, with training for the nursing staff.',
        'Szpitale mogą przez osiem tygodni bezpłatnie testować nasze monitory, ze szkoleniem personelu pielęgniarskiego.',
      ],
      targets: 'home',
      codes: ['26', '32'],
    },
    {
      kind: 'request',
      title: ['Contract sterilisation partner wanted', 'Szukamy partnera do sterylizacji kontraktowej'],
      description: [
        'Ethylene-oxide or gamma sterilisation for about 30 pallets of single-use products a month, ISO 13485.',
        'Sterylizacja tlenkiem etylenu lub radiacyjna dla około 30 palet wyrobów jednorazowych miesięcznie, ISO 13485.',
      ],
      targets: [],
      codes: ['32'],
    },
    {
      kind: 'partnership',
      title: ['Cardiology clinics wanted for a telemonitoring study', 'Szukamy poradni kardiologicznych do badania telemonitoringu'],
      description: [
        'A twelve-month remote-monitoring study with 200 patients; we provide the devices and the platform.',
        'Dwunastomiesięczne badanie zdalnego monitorowania z udziałem 200 pacjentów; zapewniamy urządzenia i platformę.',
      ],
      targets: 'home',
      codes: ['86'],
    },
  ],
  packaging: [
    {
      kind: 'offer',
      title: ['Switch to recyclable pouches: a free trial run', 'Przejdź na torebki do recyklingu: bezpłatna partia próbna'],
      description: [
        'We make 5,000 mono-material pouches with your design so you can test them on your filling line.',
        'Wyprodukujemy 5000 torebek jednomateriałowych z Twoim projektem, by można je było przetestować na Twojej linii pakującej.',
      ],
      targets: [],
      codes: ['22'],
    },
    {
      kind: 'request',
      title: ['Supplier of recycled containerboard wanted', 'Szukamy dostawcy papierów z makulatury'],
      description: [
        'Testliner and fluting from recycled fibre, about 1,200 t a year, delivered every week.',
        'Testliner i fluting z włókien wtórnych, około 1200 t rocznie, dostawy co tydzień.',
      ],
      targets: 'home',
      codes: ['17'],
    },
    {
      kind: 'partnership',
      title: ['Packaging machine makers: let us offer together', 'Producenci maszyn pakujących: zaoferujmy razem'],
      description: [
        'We would like to offer brand owners the packaging and the machine that fills it as one package.',
        'Chcemy oferować właścicielom marek opakowanie i maszynę, która je napełnia, w jednym pakiecie.',
      ],
      targets: [],
      codes: ['22', '17'],
    },
    {
      kind: 'offer',
      title: ['Short runs of digitally printed labels', 'Krótkie serie etykiet w druku cyfrowym'],
      description: [
        'From 500 labels in three working days: right for launches and seasonal editions.',
        'Od 500 etykiet w trzy dni robocze: w sam raz na premiery i edycje sezonowe.',
      ],
      targets: 'home',
      codes: ['18'],
    },
  ],
  plastics: [
    {
      kind: 'offer',
      title: ['Free injection-moulding capacity', 'Wolne moce na wtryskarkach'],
      description: [
        'Machines of 200 to 450 t have free hours from next month; our toolroom handles the transfer of your moulds.',
        'Wtryskarki 200–450 t mają wolne godziny od przyszłego miesiąca; przeniesienie Twoich form obsłuży nasza narzędziownia.',
      ],
      targets: [],
      codes: ['22'],
    },
    {
      kind: 'request',
      title: ['Post-consumer PP regrind wanted', 'Szukamy przemiału PP z odpadów pokonsumenckich'],
      description: [
        'Washed and sorted PP regrind in light colours, about 100 t a month.',
        'Umyty i posortowany przemiał PP w jasnych kolorach, około 100 t miesięcznie.',
      ],
      targets: [],
      codes: ['20', '22'],
    },
    {
      kind: 'partnership',
      title: ['Development partner for composite vehicle parts', 'Partner do rozwoju kompozytowych części pojazdów'],
      description: [
        'Tier suppliers and vehicle makers: let us develop lightweight composite parts for electric vehicles together, from prototype to series.',
        'Dostawcy motoryzacyjni i producenci pojazdów: opracujmy razem lekkie części kompozytowe do pojazdów elektrycznych, od prototypu do serii.',
      ],
      targets: [GERMANY, FRANCE, ITALY, SPAIN, CZECHIA],
      codes: ['22'],
    },
    {
      kind: 'offer',
      title: ['Bioplastic samples for packaging trials', 'Próbki bioplastików do testów opakowań'],
      description: [
        'Free 25 kg samples of compostable grades, with processing advice from our laboratory.',
        'Bezpłatne próbki 25 kg gatunków kompostowalnych, z poradami przetwórczymi naszego laboratorium.',
      ],
      targets: [],
      codes: ['20'],
    },
  ],
  automotive: [
    {
      kind: 'request',
      title: ['Supplier of machined aluminium parts wanted', 'Szukamy dostawcy obrabianych części aluminiowych'],
      description: [
        'Housings and brackets, 20,000 to 80,000 parts a year; IATF 16949 required.',
        'Obudowy i wsporniki, od 20 000 do 80 000 sztuk rocznie; wymagany certyfikat IATF 16949.',
      ],
      targets: CENTRAL_EUROPE,
      codes: ['29'],
    },
    {
      kind: 'partnership',
      title: ['Workshop chains wanted for electric drive service', 'Szukamy sieci warsztatów do serwisu napędów elektrycznych'],
      description: [
        'We train and certify your mechanics to service our drive units in light commercial vehicles.',
        'Szkolimy i certyfikujemy Twoich mechaników do serwisu naszych zespołów napędowych w lekkich pojazdach użytkowych.',
      ],
      targets: [],
      codes: ['45', '29'],
    },
    {
      kind: 'offer',
      title: ['Prototype parts in three weeks', 'Części prototypowe w trzy tygodnie'],
      description: [
        'Small prototype runs for new platforms, with the PPAP documents prepared for series production.',
        'Krótkie serie prototypów dla nowych platform, z dokumentacją PPAP przygotowaną pod produkcję seryjną.',
      ],
      targets: [],
      codes: ['29'],
    },
    {
      kind: 'offer',
      title: ['Framework prices for fleet operators', 'Ceny ramowe dla operatorów flot'],
      description: [
        'For fleets of more than 50 vans: spare parts and lamps delivered to your workshops within 48 hours.',
        'Dla flot powyżej 50 pojazdów dostawczych: części i lampy dostarczane do Twoich warsztatów w 48 godzin.',
      ],
      targets: 'home',
      codes: ['45'],
    },
  ],
  agriculture: [
    {
      kind: 'offer',
      title: ['Field mapping before the next season', 'Mapowanie pól przed kolejnym sezonem'],
      description: [
        'Book drone flights over your fields now; maps and prescriptions arrive within a week of the flight.',
        'Zarezerwuj już teraz naloty dronem nad Twoimi polami; mapy i zalecenia dostarczymy w tydzień od nalotu.',
      ],
      targets: 'home',
      codes: ['01'],
    },
    {
      kind: 'request',
      title: ['Controlled-atmosphere storage wanted', 'Szukamy przechowalni z kontrolowaną atmosferą'],
      description: ['Storage for about 1,500 t of fruit from the harvest until spring.', 'Miejsce na około 1500 t owoców od zbiorów do wiosny.'],
      targets: 'home',
      codes: ['01'],
    },
    {
      kind: 'partnership',
      title: ['Growers wanted for contract farming', 'Szukamy plantatorów do upraw kontraktowych'],
      description: [
        'Contracts for potatoes and vegetables with guaranteed prices, seed and advice from our agronomists.',
        'Kontrakty na ziemniaki i warzywa z gwarantowaną ceną, materiałem siewnym i doradztwem naszych agronomów.',
      ],
      targets: 'home',
      codes: ['01'],
    },
    {
      kind: 'offer',
      title: ['Fresh produce for retail chains abroad', 'Świeże owoce i warzywa dla zagranicznych sieci handlowych'],
      description: [
        'GlobalG.A.P. certified fruit and vegetables, packed to your specification and shipped by refrigerated truck.',
        'Owoce i warzywa z certyfikatem GlobalG.A.P., pakowane według Twojej specyfikacji i wysyłane chłodniami.',
      ],
      targets: [GERMANY, NETHERLANDS, SWEDEN, DENMARK, UNITED_KINGDOM],
      codes: ['01'],
    },
  ],
};
