import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * Where the journeys' servers keep their databases and files: in memory
 * (/dev/shm) when the machine has it, else the temp folder. A journey's data
 * lives for one file's run; on a slow disk, PGlite's writes cost seconds a file.
 */
export function scratchRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}
