import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fairhub/shared/constants';

/** The first supported language in Accept-Language, by quality; English otherwise. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0 };
    })
    .sort((a, b) => b.quality - a.quality);
  return (ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.language ?? ''))?.language as Language) ?? DEFAULT_LANGUAGE;
}

export interface NamedRow {
  nameEn: string;
  namePl: string;
}

/** A row's name in the reader's language (rows that carry both, such as countries and codes). */
export const nameIn = (row: NamedRow, language: Language) => (language === 'pl' ? row.namePl : row.nameEn);
