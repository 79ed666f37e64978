import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { POLAND } from '../../../test/helpers.ts';
import {
  addExhibitor,
  createEvent,
  createOrganizerCompany,
  createPerson,
  createVenue,
  ensureCodes,
  makePersonPublic,
} from '../../../test/catalogue-fixtures.ts';

const dist = mkdtempSync(join(tmpdir(), 'fairhub-seo-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="Default description" />\n    <title>Default title</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createOrganizerCompany>>;
let venue: Awaited<ReturnType<typeof createVenue>>;
let event: Awaited<ReturnType<typeof createEvent>>;

beforeAll(async () => {
  t = await createTestApp({}, { webDist: dist });
  await ensureCodes(t);
  organizer = await createOrganizerCompany(t, { name: 'Baltic "Expo" & Co', city: 'Gdańsk', description: 'Fairs on the Baltic coast.' });
  venue = await createVenue(t, {
    company: organizer,
    name: 'AmberExpo',
    address: 'Żaglowa 11',
    city: 'Gdańsk',
    countryId: POLAND,
    latitude: 54.3897,
    longitude: 18.6365,
  });
  event = await createEvent(t, {
    organizer,
    venue,
    title: 'Baltic Food Expo </script><script>alert(1)</script>',
    summary: 'Food producers meet retail buyers from the whole Baltic region.',
    coverImage: '/covers/food.svg',
    startsAt: new Date('2027-03-12T09:00:00Z'),
    endsAt: new Date('2027-03-14T16:00:00Z'),
    timeZone: 'Europe/Warsaw',
  });
  await addExhibitor(t, event, organizer, { stand: 'A1' });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

function jsonLdOf(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

describe('the head of a public event page, as crawlers get it', () => {
  it('carries the title, description, canonical URL, Open Graph, Twitter card and schema.org Event', async () => {
    const response = await page(`/events/${event.uid}/${event.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('Default title');
    expect(html).not.toContain('Default description');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Baltic Food Expo &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Fairhub</title>');
    expect(html).toMatch(/<meta name="description" content="12\s*–\s*14 Mar 2027 · AmberExpo, Gdańsk, Poland\. Food producers meet retail buyers/);
    expect(html).toContain(`<link rel="canonical" href="http://fairhub.test/events/${event.uid}/${event.slug}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(`<meta property="og:url" content="http://fairhub.test/events/${event.uid}/${event.slug}" />`);
    // Link previews get the JPEG twin of an SVG cover.
    expect(html).toContain('<meta property="og:image" content="http://fairhub.test/covers/food.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
    // The title's "</script>" cannot end the JSON-LD block early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);

    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Baltic Food Expo </script><script>alert(1)</script>',
      startDate: '2027-03-12T09:00:00.000Z',
      endDate: '2027-03-14T16:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'AmberExpo',
        address: { '@type': 'PostalAddress', streetAddress: 'Żaglowa 11', addressLocality: 'Gdańsk', addressCountry: 'PL' },
        geo: { latitude: 54.3897, longitude: 18.6365 },
      },
      organizer: { '@type': 'Organization', name: 'Baltic "Expo" & Co', url: `http://fairhub.test/organizers/${organizer.uid}` },
    });
  });

  it('describes an event without a summary by its description’s text, never its tags', async () => {
    const formatted = await createEvent(t, {
      organizer,
      venue,
      title: 'Formatted Fair',
      summary: null,
      description: '<h2>Programme</h2><p>Robots &amp; <strong>welding</strong> <a href="https://x.example" rel="noopener nofollow ugc">live</a>.</p>',
    });
    const html = (await page(`/events/${formatted.uid}/${formatted.slug}`)).body;
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description).toContain('Programme Robots &amp; welding live.');
    expect(description).not.toMatch(/&lt;|<|strong/);
    const [ld] = jsonLdOf(html);
    expect(ld!.description).toBe('Programme Robots & welding live.');
  });

  it('speaks Polish to a Polish crawler', async () => {
    const response = await page(`/events/${event.uid}/${event.slug}`, { 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(response.body).toContain('<html lang="pl"');
    expect(response.body).toMatch(/content="12\s*–\s*14 mar 2027 · AmberExpo, Gdańsk, Polska\./);
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('redirects a missing or wrong slug to the canonical address, keeping the query', async () => {
    for (const url of [`/events/${event.uid}`, `/events/${event.uid}/old-title?ref=mail`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location).toBe(`/events/${event.uid}/${event.slug}${url.includes('?') ? '?ref=mail' : ''}`);
    }
  });

  it('answers 404 (with the app, which shows its not-found page) for unknown and draft events', async () => {
    const draft = await createEvent(t, { organizer, venue, title: 'Secret Draft Fair', status: 'draft' });
    for (const url of [`/events/unknown-uid/x`, `/events/${draft.uid}/${draft.slug}`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Secret Draft Fair');
    }
  });
});

describe('the other public details pages', () => {
  it('venue: Place', async () => {
    const response = await page(`/venues/${venue.uid}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>AmberExpo · Gdańsk · Fairhub</title>');
    expect(jsonLdOf(response.body)[0]).toMatchObject({ '@type': 'Place', name: 'AmberExpo', address: { addressLocality: 'Gdańsk', addressCountry: 'PL' } });
  });

  it('organizer: Organization; /companies/{uid} redirects to it', async () => {
    const response = await page(`/organizers/${organizer.uid}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Baltic &quot;Expo&quot; &amp; Co · Fairhub</title>');
    expect(response.body).toContain('<meta name="description" content="Fairs on the Baltic coast." />');
    expect(jsonLdOf(response.body)[0]).toMatchObject({ '@type': 'Organization', name: 'Baltic "Expo" & Co' });
    const alias = await page(`/companies/${organizer.uid}`);
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe(`/organizers/${organizer.uid}`);
    const list = await page('/companies?q=expo&role=organizer');
    expect(list.statusCode).toBe(301);
    expect(list.headers.location).toBe('/organizers?q=expo&role=organizer');
  });

  it('a logo and a photo become the preview image and the schema.org logo / image', async () => {
    const company = await createOrganizerCompany(t, { name: 'Logo Works' });
    await t.pool.query(`UPDATE companies SET logo = 'LogoUid12345' WHERE id = $1`, [company.id]);
    const companyPage = await page(`/organizers/${company.uid}`);
    expect(companyPage.body).toContain('<meta property="og:image" content="http://fairhub.test/media/LogoUid12345.webp" />');
    expect(jsonLdOf(companyPage.body)[0]).toMatchObject({ logo: 'http://fairhub.test/media/LogoUid12345.webp' });

    const person = await createPerson(t, { firstName: 'Ola', lastName: 'Foto', publicProfile: true });
    await t.pool.query(`UPDATE users SET avatar = 'AvatarUid123' WHERE id = $1`, [person.id]);
    const personPage = await page(`/people/${person.uid}`);
    expect(personPage.body).toContain('<meta property="og:image" content="http://fairhub.test/media/AvatarUid123.webp" />');
    expect(jsonLdOf(personPage.body)[0]).toMatchObject({ image: 'http://fairhub.test/media/AvatarUid123.webp' });
  });

  it('person: only public profiles, as Person; a private one is 404', async () => {
    const hidden = await createPerson(t, { firstName: 'Ukryta', lastName: 'Osoba', company: organizer });
    const shown = await createPerson(t, { firstName: 'Anna', lastName: 'Kowalska', company: organizer });
    await makePersonPublic(t, shown, { jobTitle: 'Head of Sales', bio: 'Connects food producers with buyers.' });
    const response = await page(`/people/${shown.uid}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:type" content="profile" />');
    expect(jsonLdOf(response.body)[0]).toMatchObject({
      '@type': 'Person',
      name: 'Anna Kowalska',
      jobTitle: 'Head of Sales',
      worksFor: { name: 'Baltic "Expo" & Co' },
    });
    expect((await page(`/people/${hidden.uid}`)).statusCode).toBe(404);
  });

  it('listings get their own title and description; other pages keep the built defaults', async () => {
    const events = await page('/events?q=food');
    expect(events.body).toContain('<title>Trade fairs and business events · Fairhub</title>');
    expect(events.body).toContain('<link rel="canonical" href="http://fairhub.test/events" />');
    const about = await page('/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>Default title</title>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the panel and one-time links and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /panel');
    expect(response.body).toContain('Disallow: /reset/');
    expect(response.body).toContain('Sitemap: http://fairhub.test/sitemap.xml');
  });

  it('sitemap.xml lists the static pages and every published event, venue and organizer, not drafts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(body).toContain('<loc>http://fairhub.test/events</loc>');
    expect(body).toContain(`<loc>http://fairhub.test/events/${event.uid}/${event.slug}</loc><lastmod>`);
    expect(body).toContain(`<loc>http://fairhub.test/venues/${venue.uid}</loc>`);
    expect(body).toContain(`<loc>http://fairhub.test/organizers/${organizer.uid}</loc>`);
    expect(body).not.toContain('secret-draft-fair');
  });

  it('splits into a sitemap index past 50,000 URLs, each file at most 50,000', async () => {
    const before = (await t.pool.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE status IN ('published','finished')`)).rows[0]!.n;
    await t.pool.query(
      `INSERT INTO events (uid, slug, organizer_id, title, starts_at, ends_at, time_zone, status)
       SELECT 'bulk-' || n, 'bulk-fair-' || n, $1, 'Bulk Fair ' || n, now() + interval '1 day', now() + interval '2 days', 'Europe/Warsaw', 'published'
       FROM generate_series(1, 50000) AS n`,
      [organizer.id],
    );
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace('http://fairhub.test', ''));
    expect(files).toEqual(
      expect.arrayContaining([
        '/sitemaps/static.xml',
        '/sitemaps/events-1.xml',
        '/sitemaps/events-2.xml',
        '/sitemaps/venues-1.xml',
        '/sitemaps/organizers-1.xml',
      ]),
    );
    const first = await t.app.inject({ method: 'GET', url: '/sitemaps/events-1.xml' });
    const second = await t.app.inject({ method: 'GET', url: '/sitemaps/events-2.xml' });
    expect(first.body.match(/<url>/g)).toHaveLength(50_000);
    expect(second.body.match(/<url>/g)).toHaveLength(Number(before) + 50_000 - 50_000);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/events-3.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/other.xml' })).statusCode).toBe(404);
    await t.pool.query(`DELETE FROM events WHERE uid LIKE 'bulk-%'`);
  });
});

describe('replacement patterns in names never rewrite the page', () => {
  // `$&`, `` $` ``, `$'` and `$$` mean "the match", "before it", "after it" and "$" to a string
  // replacement: a name made of them once copied the page's markup into <title>.
  const PATTERN = "Pat $& $` $' $$ $1 end";

  it('keeps every field that reaches a head literal: events, venues, organizers, people', async () => {
    const company = await createOrganizerCompany(t, { name: `Org ${PATTERN}`, city: `City ${PATTERN}`, description: `About ${PATTERN}` });
    const place = await createVenue(t, {
      company,
      name: `Hall ${PATTERN}`,
      address: `Street ${PATTERN}`,
      city: `Town ${PATTERN}`,
      countryId: POLAND,
      description: `Venue ${PATTERN}`,
    });
    const fair = await createEvent(t, {
      organizer: company,
      venue: place,
      title: `Fair ${PATTERN}`,
      summary: `Summary ${PATTERN}`,
      description: `Description ${PATTERN}`,
    });
    const person = await createPerson(t, {
      firstName: `Ann ${PATTERN}`,
      lastName: `Lee ${PATTERN}`,
      jobTitle: `Job ${PATTERN}`,
      bio: `Bio ${PATTERN}`,
      publicProfile: true,
      company,
    });
    const addresses = [`/events/${fair.uid}/${fair.slug}`, `/venues/${place.uid}`, `/organizers/${company.uid}`, `/people/${person.uid}`];
    for (const address of addresses) {
      const response = await page(address);
      expect(response.statusCode, address).toBe(200);
      const html = response.body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html.match(/<head>/g), address).toHaveLength(1);
      expect(html.match(/<\/head>/g), address).toHaveLength(1);
      expect(html.match(/<title>/g), address).toHaveLength(1);
      expect(html.match(/<div id="root">/g), address).toHaveLength(1);
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
      expect(title, address).toContain(PATTERN.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
      expect(title, address).not.toContain('Default');
      for (const object of jsonLdOf(html)) expect(JSON.stringify(object), address).toContain(JSON.stringify(PATTERN).slice(1, -1));
    }
  });
});
