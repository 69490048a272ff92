import type { AppConfig } from '../../config/config';
import type { FileStorage } from './file-storage';
import { createLocalFolderStorage } from './local-folder';

export type { FileStorage, StoredFile } from './file-storage';

export function createFileStorage(config: Pick<AppConfig, 'FILES_DIR'>): FileStorage {
  return createLocalFolderStorage(config.FILES_DIR);
}
