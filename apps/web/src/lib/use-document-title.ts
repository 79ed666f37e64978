import { useEffect } from 'react';

const BRAND = 'Fairhub';

/**
 * Sets the tab title to "<page> · Fairhub" while the page is shown (the format the server writes
 * into the pages it sends) and puts back the one before when the page goes.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title && title !== BRAND ? `${title} · ${BRAND}` : BRAND;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
