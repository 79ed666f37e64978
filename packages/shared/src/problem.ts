import { z } from './zod.ts';

/** RFC 9457 problem details, as every API error is answered. */
export const fieldErrorSchema = z.object({
  /** Dotted path of the invalid field, e.g. `email` or `address.city`. */
  field: z.string(),
  /** Stable code, translated by the web app under `validation.<code>`. */
  code: z.string(),
  /** The same rule in an English sentence, for API users. */
  message: z.string(),
});

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  /** Machine-readable reason, for the client to pick its own sentence (e.g. `email_not_confirmed`). */
  code: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  /** For a limit that was reached (422): how much is used and allowed, in `unit`. */
  quota: z.object({ used: z.number(), limit: z.number(), unit: z.enum(['bytes', 'items']) }).optional(),
  /** For a 409 about an application's status (`already_applied`, `status_changed`): each application concerned and its current status. */
  current: z.array(z.object({ uid: z.string(), status: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** RFC 6749 §5.2 error answer of the token endpoint. */
export const oauthErrorSchema = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type']),
  error_description: z.string().optional(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;
