import type { Language } from '@fairhub/shared/constants';

type ListingHead = Record<Language, { title: string; description: string }>;

/** Titles and descriptions the server sends for the catalogue's listing pages. */
export const LISTING_HEADS: Record<string, ListingHead> = {
  events: {
    en: {
      title: 'Trade fairs and business events · Fairhub',
      description: 'Find coming trade fairs, congresses and B2B matchmaking events across Europe by industry, place and date.',
    },
    pl: {
      title: 'Targi i wydarzenia biznesowe · Fairhub',
      description: 'Znajdź nadchodzące targi, kongresy i spotkania B2B w Europie według branży, miejsca i daty.',
    },
  },
  venues: {
    en: {
      title: 'Venues · Fairhub',
      description: 'Exhibition centres and congress venues that host trade fairs and business events, with their coming events.',
    },
    pl: {
      title: 'Obiekty · Fairhub',
      description: 'Centra wystawiennicze i kongresowe, w których odbywają się targi i wydarzenia biznesowe, z ich nadchodzącymi wydarzeniami.',
    },
  },
  organizers: {
    en: {
      title: 'Organizers and companies · Fairhub',
      description: 'Event organizers and exhibiting companies: what they do, their industry codes and the events they take part in.',
    },
    pl: {
      title: 'Organizatorzy i firmy · Fairhub',
      description: 'Organizatorzy wydarzeń i firmy wystawiające: czym się zajmują, ich kody branżowe i wydarzenia, w których biorą udział.',
    },
  },
  codes: {
    en: {
      title: 'NACE Rev. 2 industry codes · Fairhub',
      description: 'Browse the NACE Rev. 2 classification of economic activities and find the companies and events of each industry.',
    },
    pl: {
      title: 'Kody branżowe NACE Rev. 2 · Fairhub',
      description: 'Przeglądaj klasyfikację działalności gospodarczej NACE Rev. 2 i znajdź firmy oraz wydarzenia z każdej branży.',
    },
  },
  'codes-search': {
    en: { title: 'Search industry codes · Fairhub', description: 'Search NACE Rev. 2 codes by number or words and see which companies and events carry them.' },
    pl: {
      title: 'Wyszukiwanie kodów branżowych · Fairhub',
      description: 'Szukaj kodów NACE Rev. 2 po numerze lub słowach i zobacz, które firmy i wydarzenia je mają.',
    },
  },
};
