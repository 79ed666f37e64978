import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import { productPageSchema, productSchema, type Product, type ProductPage } from '@fairhub/shared/products';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectFieldError, expectProblem, query, signedInUser, signedInWithCompany } from '../../../test/helpers.ts';
import { caller, joinCompany, ok } from '../../../test/panel-helpers.ts';
import { uploadImage } from '../../../test/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** An owner of a fresh company with a JSON client. */
async function company() {
  const { user, company } = await signedInWithCompany(t);
  return { user, company, client: caller(t, user.headers) };
}

type Client = ReturnType<typeof caller>;

async function createProduct(client: Client, body: Record<string, unknown>) {
  return ok<Product>(await client.post('products', body), 201);
}

describe('POST products', () => {
  it('creates a product with images in their order, codes, a price and its currency', async () => {
    const { user, client } = await company();
    const first = await uploadImage(t, user.headers, 'product');
    const second = await uploadImage(t, user.headers, 'product');
    const response = await client.post('products', {
      name: '  Steel frame ',
      description: 'Welded\nand painted',
      images: [second.uid, first.uid],
      codes: ['25', 'c'],
      price: 1250.5,
      currency: 'pln',
      status: 'published',
    });
    const product = ok<Product>(response, 201);
    expect(productSchema.strict().parse(product)).toEqual(product);
    expect(product).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      name: 'Steel frame',
      description: 'Welded\nand painted',
      images: [
        { uid: second.uid, url: `/media/${second.uid}.webp` },
        { uid: first.uid, url: `/media/${first.uid}.webp` },
      ],
      codes: [
        { code: 'C', level: 1, name: 'Manufacturing' },
        { code: '25', level: 2, name: 'Manufacture of fabricated metal products, except machinery and equipment' },
      ],
      price: '1250.50',
      currency: 'PLN',
      status: 'published',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(ok<Product>(await client.get(`products/${product.uid}`))).toEqual(product);
  });

  it('needs only a name; the rest defaults (draft, no price, no images, no codes)', async () => {
    const { client } = await company();
    const product = await createProduct(client, { name: 'Anchor bolt' });
    expect(product).toMatchObject({ name: 'Anchor bolt', description: null, images: [], codes: [], price: null, currency: null, status: 'draft' });
  });

  it('puts every validation error on its field', async () => {
    const { client } = await company();
    expectFieldError(await client.post('products', {}), 'name', 'name_required');
    expectFieldError(await client.post('products', { name: '   ' }), 'name', 'name_required');
    expectFieldError(await client.post('products', { name: 'x'.repeat(121) }), 'name', 'name_too_long');
    expectFieldError(await client.post('products', { name: 'A', description: 'x'.repeat(20_001) }), 'description', 'text_too_long');
    expectFieldError(await client.post('products', { name: 'A', price: '12.345', currency: 'EUR' }), 'price', 'price_invalid');
    expectFieldError(await client.post('products', { name: 'A', price: -1, currency: 'EUR' }), 'price', 'price_invalid');
    expectFieldError(await client.post('products', { name: 'A', price: '1,50', currency: 'EUR' }), 'price', 'price_invalid');
    expectFieldError(await client.post('products', { name: 'A', price: '12345678901', currency: 'EUR' }), 'price', 'price_invalid');
    expectFieldError(await client.post('products', { name: 'A', price: '10' }), 'currency', 'currency_required');
    expectFieldError(await client.post('products', { name: 'A', currency: 'EUR' }), 'price', 'price_required');
    expectFieldError(await client.post('products', { name: 'A', price: '10', currency: 'EURO' }), 'currency', 'currency_invalid');
    expectFieldError(await client.post('products', { name: 'A', price: '10', currency: 'XYZ' }), 'currency', 'currency_invalid');
    expectFieldError(await client.post('products', { name: 'A', status: 'archived' }), 'status', 'status_unknown');
    expectFieldError(await client.post('products', { name: 'A', codes: ['Z9'] }), 'codes', 'code_invalid');
    expectFieldError(await client.post('products', { name: 'A', codes: Array.from({ length: 21 }, (_, i) => String(10 + i)) }), 'codes', 'codes_too_many');
    expectFieldError(await client.post('products', { name: 'A', images: ['not a uid!'] }), 'images', 'upload_unknown');
    expectFieldError(
      await client.post('products', { name: 'A', images: Array.from({ length: 9 }, (_, i) => `Upload${i}abcdefgh`) }),
      'images',
      'images_too_many',
    );
  });

  it('accepts a price as a string or a number, and zero', async () => {
    const { client } = await company();
    expect((await createProduct(client, { name: 'A', price: '19.9', currency: 'EUR' })).price).toBe('19.90');
    expect((await createProduct(client, { name: 'B', price: 0, currency: 'EUR' })).price).toBe('0.00');
    expect((await createProduct(client, { name: 'C', price: '9999999999.99', currency: 'USD' })).price).toBe('9999999999.99');
    expect((await createProduct(client, { name: 'D', price: '', currency: '' })).price).toBeNull();
  });

  it('refuses codes that are not in the classification and writes nothing', async () => {
    const { client } = await company();
    const before = await query<{ n: number }>(t, 'SELECT count(*)::int AS n FROM products');
    expectFieldError(await client.post('products', { name: 'Ghost', codes: ['C', '99.99'] }), 'codes', 'code_unknown');
    const after = await query<{ n: number }>(t, 'SELECT count(*)::int AS n FROM products');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("accepts only the company's own product images", async () => {
    const mine = await company();
    const other = await company();
    const foreign = await uploadImage(t, other.user.headers, 'product');
    const own = await uploadImage(t, mine.user.headers, 'product');
    const avatar = await uploadImage(t, mine.user.headers, 'avatar');
    expectFieldError(await mine.client.post('products', { name: 'A', images: [own.uid, foreign.uid] }), 'images', 'upload_unknown');
    expectFieldError(await mine.client.post('products', { name: 'A', images: [avatar.uid] }), 'images', 'upload_unknown');
    expectFieldError(await mine.client.post('products', { name: 'A', images: ['AAAAAAAAAAAAAAAA'] }), 'images', 'upload_unknown');
    // A repeated uid is kept once.
    expect((await createProduct(mine.client, { name: 'A', images: [own.uid, own.uid] })).images).toEqual([{ uid: own.uid, url: `/media/${own.uid}.webp` }]);
  });

  it('lets any member create and edit; anonymous is 401; without a company 400 no_company', async () => {
    const { user, company: owned, client } = await company();
    const member = await joinCompany(t, user, owned, 'member');
    const memberClient = caller(t, member.headers);
    const image = await uploadImage(t, member.headers, 'product');
    const product = await createProduct(memberClient, { name: 'By a member', images: [image.uid] });
    expect(ok<Product>(await memberClient.patch(`products/${product.uid}`, { status: 'published' })).status).toBe('published');
    expect(ok<Product>(await client.get(`products/${product.uid}`)).images).toEqual([{ uid: image.uid, url: image.url }]);

    const anonymous = caller(t);
    expectProblem(await anonymous.get('products'), 401);
    expectProblem(await anonymous.post('products', { name: '' }), 401);
    expectProblem(await anonymous.get(`products/${product.uid}`), 401);
    expectProblem(await anonymous.patch(`products/${product.uid}`, { name: 'x' }), 401);
    expectProblem(await anonymous.delete(`products/${product.uid}`), 401);

    const loner = caller(t, (await signedInUser(t)).headers);
    expectProblem(await loner.get('products'), 400, 'no_company');
    expectProblem(await loner.post('products', { name: 'A' }), 400, 'no_company');
    expectProblem(await loner.get(`products/${product.uid}`), 400, 'no_company');
  });
});

describe('products/{uid} across companies', () => {
  it("another company's product is 404 for GET, PATCH and DELETE, and stays as it was", async () => {
    const mine = await company();
    const other = await company();
    const product = await createProduct(mine.client, { name: 'Mine', status: 'published' });
    expectProblem(await other.client.get(`products/${product.uid}`), 404, 'not_found');
    expectProblem(await other.client.patch(`products/${product.uid}`, { name: 'Stolen' }), 404, 'not_found');
    expectProblem(await other.client.delete(`products/${product.uid}`), 404, 'not_found');
    expect(ok<Product>(await mine.client.get(`products/${product.uid}`)).name).toBe('Mine');
    expect(ok<ProductPage>(await other.client.get('products')).total).toBe(0);
    expectFieldError(await mine.client.get('products/a.b'), 'uid', 'uid_invalid');
  });
});

describe('PATCH products/{uid}', () => {
  it('changes only the fields given; null clears; lists replace', async () => {
    const { user, client } = await company();
    const [a, b] = [await uploadImage(t, user.headers, 'product'), await uploadImage(t, user.headers, 'product')];
    const product = await createProduct(client, { name: 'Frame', description: 'Old', images: [a.uid], codes: ['C'], price: '10', currency: 'EUR' });
    const renamed = ok<Product>(await client.patch(`products/${product.uid}`, { name: 'Frame 2' }));
    expect(renamed).toMatchObject({ name: 'Frame 2', description: 'Old', images: [{ uid: a.uid }], codes: [{ code: 'C' }], price: '10.00', currency: 'EUR' });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(product.updatedAt));

    const replaced = ok<Product>(await client.patch(`products/${product.uid}`, { images: [b.uid, a.uid], codes: ['25'], description: null }));
    expect(replaced.images.map((image) => image.uid)).toEqual([b.uid, a.uid]);
    expect(replaced.codes.map((code) => code.code)).toEqual(['25']);
    expect(replaced.description).toBeNull();
    const links = await query<{ code: string }>(t, 'SELECT code FROM product_codes pc JOIN products p ON p.id = pc.product_id WHERE p.uid = $1', [product.uid]);
    expect(links.rows.map((row) => row.code)).toEqual(['25']);

    expect(ok<Product>(await client.patch(`products/${product.uid}`, { price: '12.5' })).price).toBe('12.50');
    expectFieldError(await client.patch(`products/${product.uid}`, { currency: null }), 'currency', 'currency_required');
    expect(ok<Product>(await client.patch(`products/${product.uid}`, { price: null, currency: null }))).toMatchObject({ price: null, currency: null });
    expectFieldError(await client.patch(`products/${product.uid}`, { currency: 'PLN' }), 'price', 'price_required');
    expectFieldError(await client.patch(`products/${product.uid}`, { name: '' }), 'name', 'name_required');
    expectFieldError(await client.patch(`products/${product.uid}`, { codes: ['99.99'] }), 'codes', 'code_unknown');
    expectFieldError(await client.patch(`products/${product.uid}`, { status: 'expired' }), 'status', 'status_unknown');
    expect(ok<Product>(await client.get(`products/${product.uid}`)).codes.map((code) => code.code)).toEqual(['25']);
    expect(ok<Product>(await client.patch(`products/${product.uid}`, {})).name).toBe('Frame 2');
  });

  it("refuses another company's upload on a PATCH too", async () => {
    const mine = await company();
    const other = await company();
    const product = await createProduct(mine.client, { name: 'Frame' });
    const foreign = await uploadImage(t, other.user.headers, 'product');
    expectFieldError(await mine.client.patch(`products/${product.uid}`, { images: [foreign.uid] }), 'images', 'upload_unknown');
  });
});

describe('GET products', () => {
  it('pages, sorts both ways, filters by status and searches by word prefixes', async () => {
    const { client } = await company();
    await createProduct(client, { name: 'Anchor bolt', price: '3', currency: 'EUR', status: 'published' });
    await createProduct(client, { name: 'Żuraw crane', description: 'Lifts steel beams', price: '90000', currency: 'EUR' });
    await createProduct(client, { name: 'Beam clamp', price: '45.5', currency: 'EUR', status: 'published' });
    await createProduct(client, { name: 'Catalogue', status: 'published' });

    const names = async (path: string) => ok<ProductPage>(await client.get(path)).items.map((item) => item.name);
    const first = ok<ProductPage>(await client.get('products'));
    expect(productPageSchema.parse(first)).toEqual(first);
    expect(first).toMatchObject({ total: 4, page: 1, perPage: 20 });
    expect(first.items.map((item) => item.name)).toEqual(['Catalogue', 'Beam clamp', 'Żuraw crane', 'Anchor bolt']);
    expect(await names('products?sort=updated')).toEqual(['Anchor bolt', 'Żuraw crane', 'Beam clamp', 'Catalogue']);
    expect(await names('products?sort=name')).toEqual(['Anchor bolt', 'Beam clamp', 'Catalogue', 'Żuraw crane']);
    expect(await names('products?sort=-name')).toEqual(['Żuraw crane', 'Catalogue', 'Beam clamp', 'Anchor bolt']);
    expect(await names('products?sort=created')).toEqual(['Anchor bolt', 'Żuraw crane', 'Beam clamp', 'Catalogue']);
    expect(await names('products?sort=price')).toEqual(['Anchor bolt', 'Beam clamp', 'Żuraw crane', 'Catalogue']);
    expect(await names('products?sort=-price')).toEqual(['Żuraw crane', 'Beam clamp', 'Anchor bolt', 'Catalogue']);
    expect(await names('products?status=published&sort=name')).toEqual(['Anchor bolt', 'Beam clamp', 'Catalogue']);
    expect(await names('products?status=draft')).toEqual(['Żuraw crane']);
    expect(await names('products?q=zur')).toEqual(['Żuraw crane']);
    expect(await names('products?q=stee')).toEqual(['Żuraw crane']);
    expect(await names('products?q=bea&sort=name')).toEqual(['Beam clamp', 'Żuraw crane']);
    expect(await names('products?q=beam%20clam')).toEqual(['Beam clamp']);
    expect(await names("products?q=')%20%26%20!")).toEqual(['Catalogue', 'Beam clamp', 'Żuraw crane', 'Anchor bolt']);

    const second = ok<ProductPage>(await client.get('products?sort=name&perPage=3&page=2'));
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(second.items.map((item) => item.name)).toEqual(['Żuraw crane']);
    expect(ok<ProductPage>(await client.get('products?page=9')).items).toEqual([]);

    expectFieldError(await client.get('products?sort=relevance'), 'sort', 'sort_invalid');
    expectFieldError(await client.get('products?status=gone'), 'status', 'status_unknown');
    expectFieldError(await client.get('products?perPage=101'), 'perPage', 'per_page_too_large');
    expectFieldError(await client.get('products?page=0'), 'page', 'page_invalid');
  });
});

describe('the public company page', () => {
  it('shows published products with image addresses, not drafts; DELETE removes a product and its code links', async () => {
    const { user, company: owned, client } = await company();
    const image = await uploadImage(t, user.headers, 'product');
    const published = await createProduct(client, { name: 'Shown', images: [image.uid], codes: ['C'], price: '5', currency: 'PLN', status: 'published' });
    const draft = await createProduct(client, { name: 'Hidden' });
    const page = async () => ok<OrganizerDetails>(await caller(t).get(`organizers/${owned.uid}`));

    expect((await page()).products).toEqual([
      {
        uid: published.uid,
        name: 'Shown',
        description: null,
        images: [image.url],
        price: '5.00',
        currency: 'PLN',
        status: 'published',
        codes: [{ code: 'C', level: 1, name: 'Manufacturing' }],
      },
    ]);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);

    ok(await client.patch(`products/${draft.uid}`, { status: 'published' }));
    expect((await page()).products.map((product) => product.name)).toEqual(['Hidden', 'Shown']);
    ok(await client.patch(`products/${draft.uid}`, { status: 'draft' }));
    expect((await page()).products.map((product) => product.name)).toEqual(['Shown']);

    const {
      rows: [stored],
    } = await query<{ id: string }>(t, 'SELECT id FROM products WHERE uid = $1', [published.uid]);
    expect((await query(t, 'SELECT 1 FROM product_codes WHERE product_id = $1', [stored!.id])).rowCount).toBe(1);
    const deleted = await client.delete(`products/${published.uid}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.body).toBe('');
    expect((await page()).products).toEqual([]);
    expectProblem(await client.get(`products/${published.uid}`), 404);
    expectProblem(await client.delete(`products/${published.uid}`), 404);
    expect((await query(t, 'SELECT 1 FROM product_codes WHERE product_id = $1', [stored!.id])).rowCount).toBe(0);
    expect((await query(t, 'SELECT 1 FROM products WHERE id = $1', [stored!.id])).rowCount).toBe(0);
  });
});

describe('the OpenAPI reference', () => {
  it('documents every products route with its parameters, body, answers and bearer security', async () => {
    const doc = ok<{
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown>; security?: unknown[]; tags?: string[] }
        >
      >;
    }>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const list = doc.paths['/api/client/products']!;
    expect(
      list
        .get!.parameters!.filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['page', 'perPage', 'q', 'sort', 'status']);
    expect(Object.keys(list.get!.responses).sort()).toEqual(['200', '400', '401']);
    expect(list.post!.requestBody).toBeDefined();
    expect(Object.keys(list.post!.responses).sort()).toEqual(['201', '400', '401']);
    const one = doc.paths['/api/client/products/{uid}']!;
    expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(one.delete!.responses).sort()).toEqual(['204', '400', '401', '404']);
    for (const operation of [list.get!, list.post!, one.get!, one.patch!, one.delete!]) {
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(operation.tags).toEqual(['products']);
    }
  });
});
