import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live. The disk implementation keeps them under UPLOADS_DIR; another backend
 * (an object store) only has to implement these three calls.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Keys are flat file names made by the server ({uid}.webp); anything else is refused. */
const KEY = /^[A-Za-z0-9_-]{1,64}\.[a-z0-9]{2,5}$/;

function checkedKey(key: string) {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Files sharded by the key's first two characters, so no folder grows past a few thousand entries. */
export function diskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkedKey(key).slice(0, 2).toLowerCase(), key);
  return {
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
