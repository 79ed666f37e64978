import type { FastifyInstance } from 'fastify';
import { createProductSchema, productListQuerySchema, productPageSchema, productSchema, updateProductSchema } from '@fairhub/shared/products';
import type { AppContext } from '../../context.ts';
import { companyResourceRoutes } from '../../lib/company-resource/company-resource.routes.ts';
import { productsService } from './products.service.ts';

/** The company panel's products (any member of the caller's company), on the company-resource routes. */
export async function productsRoutes(app: FastifyInstance, ctx: AppContext) {
  await companyResourceRoutes(app, ctx, {
    path: 'products',
    schemas: { listQuery: productListQuerySchema, page: productPageSchema, item: productSchema, create: createProductSchema, update: updateProductSchema },
    summaries: {
      list: "The caller's company's products: text search (name, description), status filter, sort (updated, created, name, price; `-` for descending), paged with the total",
      create: "Create a product of the caller's company (images: its product uploads; codes: NACE codes; price with currency)",
      get: "One of the caller's company's products",
      update: 'Change a product: only the fields given; `null` clears an optional one; images and codes replace the whole list',
      remove: 'Delete a product (with its codes); it leaves the public company page',
    },
    service: productsService,
  });
}
