import type { ComponentType } from 'react';
import { NotFoundPage } from './not-found-page.tsx';

type PageModule = Record<string, ComponentType | undefined>;

/** The static pages (written in features/static-pages), each in its own lazily loaded chunk. */
const staticPages = import.meta.glob<PageModule>('../features/static-pages/pages/*-page.tsx');

/**
 * A route's `lazy` for a static page: `file` is the kebab-case file name, `exportName` its named
 * export. A page that is not there (yet) shows the not-found page instead of breaking the app.
 */
export function lazyStaticPage(file: string, exportName: string) {
  return async (): Promise<{ Component: ComponentType }> => {
    const load = staticPages[`../features/static-pages/pages/${file}.tsx`];
    const module = load ? await load() : undefined;
    return { Component: module?.[exportName] ?? NotFoundPage };
  };
}
