import { mkdir, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStorage } from './file-storage';

const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9]{8,64}\.[a-z]{2,4}$/;

/** Files in a local folder (FILES_DIR), written atomically (temp file then rename), mode 0600. */
export function createLocalFolderStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    // Keys are ours, but a path never comes from a string we did not check.
    if (!KEY_PATTERN.test(key)) throw new Error(`bad storage key ${key}`);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const partial = `${path}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(folder) {
      let dir: Awaited<ReturnType<typeof opendir>>;
      try {
        dir = await opendir(join(root, folder));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      // One entry at a time: a folder of a million photos is never held in memory.
      for await (const entry of dir) {
        const key = `${folder}/${entry.name}`;
        if (!entry.isFile() || !KEY_PATTERN.test(key)) continue;
        const info = await stat(join(root, key)).catch(() => null);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },
  };
}
