/**
 * Where uploaded files' bytes live (ADR 0042). The upload's record (owner, type, size) is a row of
 * `uploads` either way; the bytes sit behind this port so that instances sharing one PostgreSQL
 * can serve a file another instance received. Names are the server's own random names, never a
 * client's.
 */
export interface FileStore {
  /** Stores `bytes` under a new `name`; a name already taken is an error, never an overwrite. */
  put(name: string, bytes: Buffer, now: Date): Promise<void>;
  /** The file's bytes, or undefined when there is none by that name (a 404, not a fault). */
  get(name: string): Promise<Buffer | undefined>;
}

export type FileStoreKind = 'folder' | 'database';

/** A stored name is ours: hex and one short extension, nothing a path could climb out with. */
export const isStoredName = (name: string): boolean => /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/.test(name);
