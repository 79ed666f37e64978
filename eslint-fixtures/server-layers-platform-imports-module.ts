// Must fail: fairhub/server-layers — linted as apps/server/src/context.ts
// context.ts and the rest of the platform know no module, not even a type of one.
import type { Product } from './modules/products/products.service.ts';

export type Item = Product;
