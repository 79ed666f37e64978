import type { Language } from '@fairhub/shared/constants';
import type { Page } from '@fairhub/shared/paging';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { Auth } from '../../plugins/auth.ts';
import { companyScope, type CompanyScope } from '../company-scope.ts';
import { offsetOf } from '../paging.ts';
import { notFound } from '../problems.ts';
import { newUid } from '../random.ts';
import type { CompanyResourceFilter, CompanyResourceRepository } from './company-resource.repository.ts';

/**
 * The service skeleton of a company-scoped resource: any member of the caller's company may list,
 * read, create, change and delete its records; another company's record answers 404. Every change
 * runs in one transaction with the resource's own checks, and what lives beside the row (codes) is
 * written in it too. The resource plugs in its rules.
 */

export interface CompanyResourceRules<
  Row extends { id: number },
  Item,
  Create extends object,
  Update extends object,
  Values,
  ListParams,
  Filter extends string,
  Sort extends string,
> {
  repository: CompanyResourceRepository<Row, Values, Filter, Sort>;
  /**
   * Who may read and who may write (default: any member of the caller's company, both). A resource
   * with stricter rules (an organizer company's admins write its venues) throws its problem here.
   */
  scope?(db: Executor, auth: Auth, access: 'read' | 'write'): Promise<CompanyScope>;
  /** The 404's sentence ("Your company has no such product."). */
  notFound: string;
  /** Body fields saved beside the row rather than in it (e.g. `codes`); saveLinks writes them. */
  links: readonly (keyof Create & keyof Update)[];
  /** The list's filter from the query (text, equality filters, sort). */
  filterOf(params: ListParams): CompanyResourceFilter<Filter, Sort>;
  /** Runs before the company's records are listed, read or changed (e.g. marking expired offers). */
  beforeAccess?(db: Executor, companyId: number): Promise<unknown>;
  /** Checks of a new record that need no database; they throw the problem. */
  checkCreate?(body: Create): void;
  /** Checks before a record is deleted (it is locked for the transaction); they throw the problem. */
  checkRemove?(tx: Executor, scope: CompanyScope, current: Row): Promise<void>;
  /** Checks of a change against the current record; they throw the problem. */
  checkUpdate?(current: Row, body: Update): void;
  /** The records the body refers to (uploads, codes, countries) must exist and be the caller's, inside the saving transaction. */
  checkReferences(tx: Executor, scope: CompanyScope, body: Partial<Create>): Promise<void>;
  /** The body's fields given (links left out) as the row's values, e.g. a date text as a Date. */
  toValues(fields: Record<string, unknown>): Partial<Values>;
  /** Writes the links given in the body beside `row`. */
  saveLinks(tx: Executor, scope: CompanyScope, row: Row, body: Partial<Create>): Promise<void>;
  /** The records as the API answers them, in one query per kind of link for the whole page. */
  present(db: Executor, scope: CompanyScope, rows: Row[], language: Language): Promise<Item[]>;
}

export interface CompanyResourceService<Item, Create, Update, ListParams> {
  list(ctx: AppContext, auth: Auth, params: ListParams, language: Language): Promise<Page<Item>>;
  get(ctx: AppContext, auth: Auth, uid: string, language: Language): Promise<Item>;
  create(ctx: AppContext, auth: Auth, body: Create, language: Language): Promise<Item>;
  update(ctx: AppContext, auth: Auth, uid: string, body: Update, language: Language): Promise<Item>;
  remove(ctx: AppContext, auth: Auth, uid: string): Promise<void>;
}

export function companyResourceService<
  Row extends { id: number },
  Item,
  Create extends object,
  Update extends object,
  Values,
  ListParams extends { page: number; perPage: number },
  Filter extends string,
  Sort extends string,
>(rules: CompanyResourceRules<Row, Item, Create, Update, Values, ListParams, Filter, Sort>): CompanyResourceService<Item, Create, Update, ListParams> {
  const { repository } = rules;
  const scopeOf = (db: Executor, auth: Auth, access: 'read' | 'write') => (rules.scope ? rules.scope(db, auth, access) : Promise.resolve(companyScope(auth)));
  const links = new Set<string>(rules.links as readonly string[]);

  /** The fields given, without the links, as values of the row. */
  const valuesOf = (body: object) => rules.toValues(Object.fromEntries(Object.entries(body).filter(([key, value]) => value !== undefined && !links.has(key))));

  async function presentOne(db: Executor, scope: CompanyScope, row: Row, language: Language) {
    const [item] = await rules.present(db, scope, [row], language);
    return item!;
  }

  return {
    async list(ctx, auth, params, language) {
      const scope = await scopeOf(ctx.db, auth, 'read');
      await rules.beforeAccess?.(ctx.db, scope.companyId);
      const { total, rows } = await repository.list(ctx.db, scope.companyId, rules.filterOf(params), params.perPage, offsetOf(params.page, params.perPage));
      return { items: await rules.present(ctx.db, scope, rows, language), total, page: params.page, perPage: params.perPage };
    },

    async get(ctx, auth, uid, language) {
      const scope = await scopeOf(ctx.db, auth, 'read');
      await rules.beforeAccess?.(ctx.db, scope.companyId);
      const row = await repository.find(ctx.db, scope.companyId, uid);
      if (!row) throw notFound(rules.notFound);
      return presentOne(ctx.db, scope, row, language);
    },

    async create(ctx, auth, body, language) {
      const scope = await scopeOf(ctx.db, auth, 'write');
      rules.checkCreate?.(body);
      return ctx.db.transaction(async (tx) => {
        await rules.checkReferences(tx, scope, body);
        const row = await repository.insert(tx, scope.companyId, newUid(), valuesOf(body) as Values);
        await rules.saveLinks(tx, scope, row, body);
        return presentOne(tx, scope, row, language);
      });
    },

    async update(ctx, auth, uid, body, language) {
      const scope = await scopeOf(ctx.db, auth, 'write');
      return ctx.db.transaction(async (tx) => {
        await rules.beforeAccess?.(tx, scope.companyId);
        const current = await repository.find(tx, scope.companyId, uid, { forUpdate: true });
        if (!current) throw notFound(rules.notFound);
        rules.checkUpdate?.(current, body);
        await rules.checkReferences(tx, scope, body as Partial<Create>);
        const row = await repository.update(tx, scope.companyId, current.id, valuesOf(body));
        if (!row) throw notFound(rules.notFound);
        await rules.saveLinks(tx, scope, row, body as Partial<Create>);
        return presentOne(tx, scope, row, language);
      });
    },

    async remove(ctx, auth, uid) {
      const scope = await scopeOf(ctx.db, auth, 'write');
      const deleted = await ctx.db.transaction(async (tx) => {
        if (rules.checkRemove) {
          const current = await repository.find(tx, scope.companyId, uid, { forUpdate: true });
          if (!current) return false;
          await rules.checkRemove(tx, scope, current);
        }
        return repository.remove(tx, scope.companyId, uid);
      });
      if (!deleted) throw notFound(rules.notFound);
    },
  };
}
