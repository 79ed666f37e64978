import { z } from './zod.ts';
import { NACE_CODE_PATTERN, pageOf, pagingQuery, resultDepthRule, withinResultDepth } from './paging.ts';

export const CODE_LEVELS = { section: 1, division: 2, group: 3, class: 4 } as const;

/** A node of the NACE Rev. 2 tree, named in the request's language. */
export const codeNodeSchema = z.object({
  code: z.string(),
  level: z.number().int(),
  parentCode: z.string().nullable(),
  section: z.string(),
  name: z.string(),
  childCount: z.number().int(),
});
export type CodeNode = z.infer<typeof codeNodeSchema>;

export type CodeTreeNode = CodeNode & { children: CodeTreeNode[] };
// Named in zod's registry: the OpenAPI document describes the recursion as a component it refers to.
export const codeTreeNodeSchema: z.ZodType<CodeTreeNode> = codeNodeSchema
  .extend({ children: z.lazy(() => z.array(codeTreeNodeSchema)) })
  .meta({ id: 'CodeTreeNode' });

/** GET codes: the whole tree (`parent` absent), or one level under `parent` (flat, with child counts). */
export const codeListQuerySchema = z.object({
  parent: z.string().trim().toUpperCase().regex(NACE_CODE_PATTERN, { error: 'code_invalid' }).optional(),
});
export const codeTreeSchema = z.object({ items: z.array(codeTreeNodeSchema) });
export const codeLevelSchema = z.object({ items: z.array(codeNodeSchema) });

/** GET codes/{code}: one code with the path above it and the level below it. */
export const codeDetailsSchema = codeNodeSchema.extend({
  ancestors: z.array(codeNodeSchema),
  children: z.array(codeNodeSchema),
  companyCount: z.number().int(),
  eventCount: z.number().int(),
});
export type CodeDetails = z.infer<typeof codeDetailsSchema>;

/** GET codes/search: by code prefix ("25.1", "2511") or words, unaccented. */
export const codeSearchQuerySchema = z
  .object({
    q: z.string({ error: 'q_required' }).trim().min(1, { error: 'q_required' }).max(200, { error: 'text_too_long' }),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type CodeSearchQuery = z.input<typeof codeSearchQuerySchema>;

export const codeSearchHitSchema = codeNodeSchema.extend({
  /** Names of the codes above it, section first. */
  path: z.array(z.object({ code: z.string(), name: z.string() })),
  companyCount: z.number().int(),
  eventCount: z.number().int(),
  /** A few companies and coming published events carrying the code or one below it. */
  companies: z.array(z.object({ uid: z.string(), slug: z.string(), name: z.string() })),
  events: z.array(z.object({ uid: z.string(), slug: z.string(), title: z.string(), startsAt: z.string() })),
});
export type CodeSearchHit = z.infer<typeof codeSearchHitSchema>;
export const codeSearchPageSchema = pageOf(codeSearchHitSchema);
