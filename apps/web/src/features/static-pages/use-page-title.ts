import { useEffect } from 'react';

const BRAND = 'Fairhub';

/** Sets `document.title` to "<title> | Fairhub" while the page is shown and restores the previous one after. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title && title !== BRAND ? `${title} | ${BRAND}` : BRAND;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
