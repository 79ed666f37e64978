import { z } from 'zod';

/** A public id in a path: what newUid() makes, with some room. */
export const uidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'uid_invalid' }) });
