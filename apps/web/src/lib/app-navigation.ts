/**
 * Lets code outside React (logout, the 401 rule) navigate with the app's router. The app registers
 * its router's navigate at start; before that, a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(navigate: Navigate | null): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else if (typeof window !== 'undefined' && window.location.pathname + window.location.search !== to) window.location.assign(to);
}
