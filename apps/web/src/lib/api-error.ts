import type { FieldError, Problem } from '@fairhub/shared/problem';

/** An OAuth 2 error answer (RFC 6749 §5.2), given only by the token endpoint. */
export interface OAuthErrorBody {
  error: string;
  error_description?: string;
}

/**
 * A failed API call. `problem` holds the RFC 9457 problem details when the server sent them,
 * `oauth` the token endpoint's RFC 6749 answer. `status` is 0 when the network failed.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly path: string;
  readonly problem: Problem | null;
  readonly oauth: OAuthErrorBody | null;
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    path: string;
    problem?: Problem | null;
    oauth?: OAuthErrorBody | null;
    retryAfterSeconds?: number | null;
    message?: string;
  }) {
    super(init.message ?? init.problem?.title ?? `Request to ${init.path} failed with status ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.path = init.path;
    this.problem = init.problem ?? null;
    this.oauth = init.oauth ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  /** The machine-readable reason: the problem's `code`, else the OAuth `error`. */
  get code(): string | undefined {
    return this.problem?.code ?? this.oauth?.error;
  }

  get fieldErrors(): FieldError[] {
    return this.problem?.errors ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Parses an error body as JSON; whatever shape it has, it is sorted into problem or OAuth error. */
export function errorFromBody(status: number, path: string, body: unknown, retryAfter: string | null): ApiError {
  const retryAfterSeconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.error === 'string' && !('status' in record)) {
      return new ApiError({ status, path, oauth: record as unknown as OAuthErrorBody, retryAfterSeconds });
    }
    if (typeof record.title === 'string' || typeof record.type === 'string' || typeof record.code === 'string') {
      const problem: Problem = {
        type: typeof record.type === 'string' ? record.type : 'about:blank',
        title: typeof record.title === 'string' ? record.title : '',
        status: typeof record.status === 'number' ? record.status : status,
        detail: typeof record.detail === 'string' ? record.detail : undefined,
        code: typeof record.code === 'string' ? record.code : undefined,
        requestId: typeof record.requestId === 'string' ? record.requestId : undefined,
        errors: Array.isArray(record.errors) ? (record.errors as FieldError[]) : undefined,
        current: Array.isArray(record.current) ? (record.current as Problem['current']) : undefined,
      };
      return new ApiError({ status, path, problem, retryAfterSeconds });
    }
  }
  return new ApiError({ status, path, retryAfterSeconds });
}
