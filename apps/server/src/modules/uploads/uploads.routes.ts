import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { UPLOAD_KINDS, type UploadKind } from '@fairhub/shared/statuses';
import { UPLOAD_MAX_BYTES, uploadSchema } from '@fairhub/shared/uploads';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, invalidField, ProblemError } from '../../lib/problems.ts';
import { createUpload } from './uploads.service.ts';

function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

function fieldValue(field: unknown) {
  return field && typeof field === 'object' && 'value' in field ? (field as { value: unknown }).value : undefined;
}

/**
 * The `kind` field and the file from a multipart body. Anything the multipart parser cannot read
 * (no boundary, a body cut short, more parts than allowed) is the sender's mistake: 400.
 */
async function readUpload(request: FastifyRequest): Promise<{ kind: UploadKind; data: Buffer }> {
  try {
    const part = await request.file();
    if (!part) throw invalidField('file', 'required');
    const kind = fieldValue(part.fields.kind);
    if (!isUploadKind(kind)) throw invalidField('kind', 'upload_kind_invalid');
    return { kind, data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw invalidField('file', 'upload_too_large');
    throw badRequest('The upload could not be read as multipart/form-data: send the field kind, then the field file, with a boundary.', 'multipart_invalid');
  }
}

export async function uploadsRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/uploads',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags: ['uploads'],
        summary:
          'Upload an image (multipart/form-data: the field `kind` = logo | avatar | product | event_cover | venue_photo (the last two: owners and admins of an organizer company), then the field `file`); it is checked by content, at most 2 MB, resized and stored as WebP; limited per person (429), by the storage quota (422 with used/limit) and by the images being processed (503)',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: uploadSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          413: problemSchema,
          422: problemSchema,
          429: problemSchema,
          503: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data with the fields kind and file.', 'multipart_required');
      const { kind, data } = await readUpload(request);
      return reply.status(201).send(await createUpload(ctx, auth, kind, data));
    },
  );
}

const mediaParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.webp$/) });

/** Stored images, outside the API prefix: /media/{uid}.webp. Their content never changes, so caches keep them. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/media/:file', { schema: { hide: true, params: mediaParams } }, async (request, reply) => {
    const data = await ctx.storage.get(request.params.file);
    if (!data) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(data);
  });
}
