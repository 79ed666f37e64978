import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError, Problem } from '@fairhub/shared/problem';
import { ProblemError, fieldMessage, isKnownFieldCode } from '../lib/problems.ts';

const PROBLEM_TYPE_BASE = 'https://fairhub.app/problems/';

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: Omit<Problem, 'type' | 'instance' | 'requestId'>,
  headers: Record<string, string> = {},
) {
  const body: Problem = {
    type: `${PROBLEM_TYPE_BASE}${problem.code ?? statusSlug(problem.status)}`,
    ...problem,
    instance: request.url.split('?')[0],
    requestId: String(request.id),
  };
  return reply.status(problem.status).headers(headers).type('application/problem+json').send(body);
}

function statusSlug(status: number) {
  return (
    {
      400: 'bad-request',
      401: 'unauthorized',
      403: 'forbidden',
      404: 'not-found',
      405: 'method-not-allowed',
      409: 'conflict',
      413: 'payload-too-large',
      415: 'unsupported-media-type',
      422: 'unprocessable',
      429: 'too-many-requests',
    }[status] ?? (status >= 500 ? 'server-error' : 'error')
  );
}

interface ZodIssueLike {
  path: string[];
  message: string;
  code?: string;
  input?: unknown;
}

/** Turns schema validation issues into field errors; zod messages in the shared schemas are codes. */
function toFieldErrors(issues: ZodIssueLike[], context: string): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.join('.') || context;
    const code = isKnownFieldCode(issue.message)
      ? issue.message
      : issue.input === undefined
        ? 'required'
        : issue.code === 'invalid_type'
          ? 'invalid_type'
          : 'invalid';
    return { field, code, message: isKnownFieldCode(issue.message) ? fieldMessage(code) : issue.message };
  });
}

function requestPart(request: FastifyRequest, context: string): unknown {
  return ({ body: request.body, params: request.params, querystring: request.query, headers: request.headers } as Record<string, unknown>)[context];
}

function valueAt(source: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source);
}

/**
 * Errors the router answers before any route runs (Fastify's `frameworkErrors`): a broken %-escape in
 * the address, or a path segment past the longest allowed. Answered as problems like every other.
 */
export function frameworkErrorProblem(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(request, reply, {
      status: 414,
      title: 'URI Too Long',
      detail: 'A part of the address is too long (at most 100 characters).',
      code: 'path_too_long',
    });
  }
  return sendProblem(request, reply, { status: 400, title: 'Bad Request', detail: 'The address is not valid: it holds a broken %-escape.', code: 'bad_url' });
}

/** Every error becomes RFC 9457 problem details; a 5xx hides its internals and is logged with its request id. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ProblemError, request, reply) => {
    if (error instanceof ProblemError) {
      return sendProblem(
        request,
        reply,
        {
          status: error.status,
          title: error.title,
          detail: error.detail,
          code: error.extra.code,
          errors: error.extra.errors,
          quota: error.extra.quota,
          current: error.extra.current,
        },
        error.extra.headers,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const issues: ZodIssueLike[] = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        // zod leaves the input out of its issues, so look the value up in the request itself.
        return { path, message: v.message ?? 'invalid', code: v.keyword, input: valueAt(requestPart(request, context), path) };
      });
      const errors = toFieldErrors(issues, context);
      const detail =
        errors.length === 1 ? `${errors[0]!.field}: ${errors[0]!.message}` : `${errors.length} fields are not valid: ${errors.map((e) => e.field).join(', ')}.`;
      return sendProblem(request, reply, { status: 400, title: 'Bad Request', detail, code: 'validation_failed', errors });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, requestId: request.id }, 'request failed');
      return sendProblem(request, reply, {
        status,
        title: 'Internal Server Error',
        detail: `Something went wrong on our side. If it keeps happening, contact support and quote request ${request.id}.`,
        code: 'server_error',
      });
    }
    if (status === 429) {
      return sendProblem(request, reply, {
        status,
        title: 'Too Many Requests',
        detail: 'Too many attempts. Wait a moment and try again.',
        code: 'rate_limited',
      });
    }
    const detail =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Send the body as application/json.'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large.'
          : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
            ? 'The request body is not valid JSON.'
            : error.message;
    return sendProblem(request, reply, { status, title: statusTitle(status), detail, code: statusSlug(status).replace(/-/g, '_') });
  });
}

function statusTitle(status: number) {
  return (
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      405: 'Method Not Allowed',
      409: 'Conflict',
      413: 'Content Too Large',
      415: 'Unsupported Media Type',
      422: 'Unprocessable Content',
    }[status] ?? 'Error'
  );
}
