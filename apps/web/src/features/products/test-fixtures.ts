import type { Product } from '@fairhub/shared/products';
import enProducts from '../../locales/en/products.json';
import plProducts from '../../locales/pl/products.json';

export const PRODUCT_NAMESPACES = { products: { en: enProducts, pl: plProducts } };

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    uid: 'prod0001abcd',
    name: 'Laser-cut steel brackets',
    description: 'Brackets cut to your drawing.',
    images: [{ uid: 'img0001abcd', url: '/media/img0001abcd.webp' }],
    codes: [{ code: '25.11', level: 4, name: 'Manufacture of metal structures and parts of structures' }],
    price: '1250.00',
    currency: 'EUR',
    status: 'published',
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const makeProducts = (count: number, prefix = 'Product') =>
  Array.from({ length: count }, (_, index) =>
    makeProduct({ uid: `${prefix.toLowerCase()}${String(index).padStart(8, '0')}`, name: `${prefix} ${index + 1}`, images: [] }),
  );
