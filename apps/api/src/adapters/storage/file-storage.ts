/**
 * Where uploaded files live. The embedded default is a local folder; an
 * S3-compatible store is the production choice (ARCHITECTURE.md). Keys are
 * server-made random names: nothing from the client reaches a path.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The files in a folder (the part of a key before the slash), with when each was written. */
  list(folder: string): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}
