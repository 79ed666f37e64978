import { replace, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/paths.ts';

/**
 * /companies is an alias of /organizers: it redirects there keeping the query, so the
 * directory has one address (and one kept-alive screen) whichever name a link uses. It replaces the
 * history entry, so Back never lands on the alias (which would redirect forward again).
 */
export function companiesListRedirect({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return replace(`${paths['organizers-list']}${url.search}`);
}

/** /companies/:uid redirects to /organizers/:uid. */
export function companyDetailsRedirect({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return replace(`${paths['organizer-details'](params.uid ?? '')}${url.search}`);
}

/** Never shown for long: the loader has redirected before this renders (it keeps the router from warning about an empty route). */
export function Redirecting() {
  return null;
}
