import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { readListQuery } from '@fairhub/shared/list-query';
import { offerListQuerySchema, type Offer, type OfferPage } from '@fairhub/shared/offers';
import { fakePanelApi, fieldProblem, heldAnswer, pageOf, problem, renderPanelRoutes, type PanelAnswer, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { notify } from '../../../lib/toasts.ts';
import { offersQueryOptions } from '../api/offers.ts';
import { OFFER_QUERY_FIXED } from '../components/offer-filters.ts';
import { COUNTRIES, makeOffer, OFFER_NAMESPACES } from '../test-fixtures.ts';
import { OfferFormPage } from './offer-form-page.tsx';
import { OffersListPage } from './offers-list-page.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [
  { path: '/panel/offers', element: <OffersListPage /> },
  { path: '/panel/offers/:sub', element: <OfferFormPage /> },
];

const render = (url: string) => renderPanelRoutes(routes, { namespaces: OFFER_NAMESPACES, url });

function api(offer: Offer = makeOffer(), extra?: (call: PanelCall) => PanelAnswer | Promise<PanelAnswer> | undefined) {
  return fakePanelApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === 'countries') return { status: 200, body: COUNTRIES };
    if (call.method === 'GET' && call.path === `offers/${offer.uid}`) return { status: 200, body: offer };
    if (call.method === 'GET' && call.path === 'offers') return { status: 200, body: pageOf([offer]) };
    return problem(404, 'Not Found');
  });
}

const title = () => screen.getByRole('textbox', { name: /^Title/ });
const validUntil = () => screen.getByLabelText(/^Valid until/);
const listKey = offersQueryOptions(readListQuery(offerListQuerySchema, new URLSearchParams(), OFFER_QUERY_FIXED), 'en').queryKey;

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('OfferFormPage', { timeout: 30_000 }, () => {
  it('explains each kind and checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { missing } = await render('/panel/offers/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New offer' })).toBeInTheDocument();
    expect(document.title).toBe('Offer form · Fairhub');
    expect(screen.getByRole('radio', { name: /^Offer You sell or provide something/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Request You are looking to buy or find something/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^Partnership You look for a partner/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.callsTo('POST', 'offers')).toHaveLength(0);
    expect(missing).toEqual([]);
  });

  it('will not publish with an end date in the past', async () => {
    const user = userEvent.setup();
    const calls = api();
    await render('/panel/offers/new');
    await user.type(title(), 'Galvanizing wanted');
    fireEvent.change(validUntil(), { target: { value: '2020-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Choose a date in the future to publish the offer, or leave the date empty.')).toBeInTheDocument();
    expect(calls.callsTo('POST', 'offers')).toHaveLength(0);
  });

  it('puts a server error on its field', async () => {
    const user = userEvent.setup();
    api(makeOffer(), (call) => (call.method === 'POST' ? fieldProblem([{ field: 'targetCountryIds', code: 'countries_too_many' }]) : undefined));
    await render('/panel/offers/new');
    await user.type(title(), 'Galvanizing wanted');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Choose at most 50 countries.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Target countries/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('publishes a new offer, then replaces the address with its uid', async () => {
    const user = userEvent.setup();
    const created = makeOffer({
      uid: 'offrNEW00001',
      kind: 'request',
      title: 'Galvanizing wanted',
      description: null,
      codes: [],
      targetCountryIds: [616],
      targetCountries: [COUNTRIES[1]!],
      validUntil: '2099-06-30T23:59:59.999Z',
    });
    const calls = api(created, (call) => (call.method === 'POST' ? { status: 201, body: created } : undefined));
    const { router } = await render('/panel/offers/new');
    await user.click(screen.getByRole('radio', { name: /^Request/ }));
    await user.type(title(), 'Galvanizing wanted');
    const countries = screen.getByRole('combobox', { name: /^Target countries/ });
    await waitFor(() => expect(countries).toBeEnabled());
    await user.click(countries);
    await user.click(await screen.findByRole('option', { name: 'Poland' }));
    fireEvent.change(validUntil(), { target: { value: '2099-06-30' } });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/offers/offrNEW00001'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.callsTo('POST', 'offers')[0]!.body).toEqual({
      kind: 'request',
      title: 'Galvanizing wanted',
      description: null,
      codes: [],
      targetCountryIds: [616],
      validUntil: '2099-06-30',
      status: 'active',
    });
    expect(notify.success).toHaveBeenCalledWith('“Galvanizing wanted” is active and is being matched with other companies.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Galvanizing wanted' })).toBeInTheDocument();
    expect(validUntil()).toHaveValue('2099-06-30');
  });

  it('shows the status moves a draft, an active, an expired and a closed offer allow', async () => {
    const buttons = () => ['Save changes', 'Publish', 'Publish again', 'Close the offer'].filter((name) => screen.queryByRole('button', { name }) !== null);
    const cases: [Offer, string[]][] = [
      [makeOffer({ status: 'draft' }), ['Save changes', 'Publish', 'Close the offer']],
      [makeOffer({ status: 'active' }), ['Save changes', 'Close the offer']],
      [makeOffer({ status: 'expired', validUntil: '2026-01-31T23:59:59.999Z' }), ['Save changes', 'Publish again', 'Close the offer']],
      [makeOffer({ status: 'closed' }), ['Save changes']],
    ];
    for (const [offer, expected] of cases) {
      api(offer);
      const view = await render(`/panel/offers/${offer.uid}`);
      await screen.findByRole('heading', { level: 1, name: offer.title });
      expect(buttons(), offer.status).toEqual(expected);
      view.unmount();
    }
  });

  it('explains an expired offer and publishes it again with a new date', async () => {
    const user = userEvent.setup();
    const offer = makeOffer({ status: 'expired', validUntil: '2026-01-31T23:59:59.999Z' });
    const held = heldAnswer();
    const renewed: Offer = { ...offer, status: 'active', validUntil: '2099-03-31T23:59:59.999Z' };
    let saved = false;
    const calls = api(offer, (call) => {
      if (call.method === 'PATCH') return held.promise.then((answer) => ((saved = true), answer));
      if (saved && call.path === `offers/${offer.uid}`) return { status: 200, body: renewed };
      return undefined;
    });
    const { queryClient } = await render(`/panel/offers/${offer.uid}`);
    queryClient.setQueryData<OfferPage>(listKey, pageOf([offer]));
    await screen.findByRole('heading', { level: 1, name: offer.title });
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('Expired')).toBeInTheDocument();
    expect(within(status).getByText(/Its end date, 31 January 2026, has passed/)).toBeInTheDocument();
    // The old date is in the past: publishing again needs a new one.
    await user.click(screen.getByRole('button', { name: 'Publish again' }));
    expect(await screen.findByText('Choose a date in the future to publish the offer, or leave the date empty.')).toBeInTheDocument();
    fireEvent.change(validUntil(), { target: { value: '2099-03-31' } });
    await user.click(screen.getByRole('button', { name: 'Publish again' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<OfferPage>(listKey)!.items[0]).toMatchObject({ status: 'active', validUntil: '2099-03-31T23:59:59.999Z' }),
    );
    expect(calls.callsTo('PATCH', `offers/${offer.uid}`)[0]!.body).toMatchObject({ status: 'active', validUntil: '2099-03-31' });
    await act(async () => held.resolve({ status: 200, body: renewed }));
    expect(await within(status).findByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish again' })).not.toBeInTheDocument();
  });

  it('closes an active offer after confirming; a refused move shows its reason and puts the list back', async () => {
    const user = userEvent.setup();
    const offer = makeOffer();
    const calls = api(offer, (call) => (call.method === 'PATCH' ? fieldProblem([{ field: 'status', code: 'status_transition_invalid' }]) : undefined));
    const { queryClient } = await render(`/panel/offers/${offer.uid}`);
    queryClient.setQueryData<OfferPage>(listKey, pageOf([offer]));
    await screen.findByRole('heading', { level: 1, name: offer.title });
    await user.click(screen.getByRole('button', { name: 'Close the offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the offer' }));
    expect(await screen.findByText(/The status cannot change this way/)).toBeInTheDocument();
    expect(calls.callsTo('PATCH', `offers/${offer.uid}`)[0]!.body).toMatchObject({ status: 'closed' });
    expect(queryClient.getQueryData<OfferPage>(listKey)!.items[0]!.status).toBe('active');
    expect(notify.error).toHaveBeenCalled();
  });

  it('saves changes without touching the status', async () => {
    const user = userEvent.setup();
    const offer = makeOffer();
    const calls = api(offer, (call) => (call.method === 'PATCH' ? { status: 200, body: { ...offer, title: 'Laser cutting, 2 machines' } } : undefined));
    await render(`/panel/offers/${offer.uid}`);
    await screen.findByRole('heading', { level: 1, name: offer.title });
    expect(validUntil()).toHaveValue('2099-12-31');
    await user.clear(title());
    await user.type(title(), 'Laser cutting, 2 machines');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your changes to “Laser cutting, 2 machines” are saved.'));
    const body = calls.callsTo('PATCH', `offers/${offer.uid}`)[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      kind: 'offer',
      title: 'Laser cutting, 2 machines',
      description: 'Two fibre lasers with free hours.',
      codes: ['25.62'],
      targetCountryIds: [616, 276],
      validUntil: '2099-12-31',
    });
  });

  it('says when the offer is not there, with a way back', async () => {
    api();
    await render('/panel/offers/unknown00001');
    expect(await screen.findByRole('heading', { level: 1, name: 'This offer is not here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to offers' })).toHaveAttribute('href', '/panel/offers');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const offer = makeOffer();
    api(offer);
    const { router } = await render(`/panel/offers/${offer.uid}`);
    await screen.findByRole('heading', { level: 1, name: offer.title });
    await user.click(screen.getByRole('radio', { name: /^Partnership/ }));
    await user.click(screen.getByRole('link', { name: 'Back to offers' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/offers'));
  });
});
