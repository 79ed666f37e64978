import type { FastifyInstance } from 'fastify';
import { createOfferSchema, offerListQuerySchema, offerPageSchema, offerSchema, updateOfferSchema } from '@fairhub/shared/offers';
import type { AppContext } from '../../context.ts';
import { companyResourceRoutes } from '../../lib/company-resource/company-resource.routes.ts';
import { offersService } from './offers.service.ts';

/** The company panel's offers (any member of the caller's company), on the company-resource routes. */
export async function offersRoutes(app: FastifyInstance, ctx: AppContext) {
  await companyResourceRoutes(app, ctx, {
    path: 'offers',
    schemas: { listQuery: offerListQuerySchema, page: offerPageSchema, item: offerSchema, create: createOfferSchema, update: updateOfferSchema },
    summaries: {
      list: "The caller's company's offers (active ones past their end are marked expired first): text search (title, description), status and kind filters, sort (updated, title, validUntil; `-` for descending), paged with the total",
      create:
        "Create an offer, request or partnership of the caller's company (codes: NACE codes; target countries by id; an active one needs a future validUntil or none)",
      get: "One of the caller's company's offers",
      update:
        'Change an offer: only the fields given; `null` clears an optional one; codes and target countries replace the whole list; status draft → active | closed, active → closed, expired → active | closed',
      remove: 'Delete an offer (with its codes), whatever its status',
    },
    service: offersService,
  });
}
