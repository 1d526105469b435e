import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { checkUpload, isUploadError, type UploadError } from './check-upload';
import { sanitizeFilename } from './sanitize-filename';
import type { StoredUpload } from './stored-upload';
import type { UploadKind } from './upload-kinds';

export interface SaveUploadInput {
  bytes: Uint8Array;
  /** The name the user gave the file; only shown and offered back, never used on disk. */
  filename: string;
  kind: UploadKind;
  public: boolean;
}

export interface UploadStore {
  /** Sniffs, checks and stores a file; refused files are not written. */
  save(input: SaveUploadInput): Promise<StoredUpload | UploadError>;
  /** The upload with this id or this token, or null. */
  get(idOrToken: string): Promise<StoredUpload | null>;
  read(upload: StoredUpload): Promise<Buffer>;
  /**
   * Deletes an upload for good: its token link first (so it is no longer found), then its
   * metadata and bytes. An upload that is gone already, or partly, is no error.
   */
  remove(upload: StoredUpload): Promise<void>;
}

export interface UploadStoreOptions {
  /** Files go to `${dataDir}/uploads/`, token links to `${dataDir}/uploads/tokens/`. */
  dataDir: string;
}

/** What the JSON sidecar `${id}.json` holds; the path is derived so the data folder can move. */
interface Sidecar extends Omit<StoredUpload, 'path'> {
  ext: string;
  createdAt: string;
}

const idBytes = 16;
const tokenBytes = 32;
const idPattern = /^[A-Za-z0-9_-]{22}$/;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Uploads on disk, no database: `${id}.${ext}` holds the bytes, `${id}.json` the metadata and
 * `tokens/${token}` the id it belongs to. Names on disk come only from random ids and sniffed
 * extensions, so a user's file name can never choose a path.
 */
export function createUploadStore(options: UploadStoreOptions): UploadStore {
  const folder = resolve(options.dataDir, 'uploads');
  const tokenFolder = join(folder, 'tokens');

  const sidecarPath = (id: string) => join(folder, `${id}.json`);
  const filePath = (id: string, ext: string) => join(folder, `${id}.${ext}`);

  async function readSidecar(id: string): Promise<StoredUpload | null> {
    const sidecar = parseSidecar(await readFile(sidecarPath(id), 'utf8').catch(() => null));
    if (sidecar === null || sidecar.id !== id) return null;
    const { ext, createdAt, ...upload } = sidecar;
    return { ...upload, path: filePath(id, ext) };
  }

  return {
    async save(input) {
      const type = checkUpload(input.bytes, input.kind);
      if (isUploadError(type)) return type;
      await mkdir(tokenFolder, { recursive: true });
      const id = randomBytes(idBytes).toString('base64url');
      const token = randomBytes(tokenBytes).toString('base64url');
      const sidecar: Sidecar = {
        id,
        token,
        mime: type.mime,
        size: input.bytes.byteLength,
        public: input.public,
        filename: sanitizeFilename(input.filename, type),
        ext: type.ext,
        createdAt: new Date().toISOString(),
      };
      // Bytes first, then metadata, then the token link, each complete before it is visible,
      // so a concurrent get() sees either nothing or the whole upload.
      await writeFile(filePath(id, type.ext), input.bytes, { flag: 'wx' });
      await writeAtomically(sidecarPath(id), JSON.stringify(sidecar));
      await writeAtomically(join(tokenFolder, token), id);
      const { ext, createdAt, ...upload } = sidecar;
      return { ...upload, path: filePath(id, ext) };
    },

    async get(idOrToken) {
      if (idPattern.test(idOrToken)) return readSidecar(idOrToken);
      if (!tokenPattern.test(idOrToken)) return null;
      const id = await readFile(join(tokenFolder, idOrToken), 'utf8').catch(() => null);
      if (id === null || !idPattern.test(id)) return null;
      const upload = await readSidecar(id);
      return upload?.token === idOrToken ? upload : null;
    },

    async read(upload) {
      const inside = relative(folder, resolve(upload.path));
      if (inside.startsWith('..') || inside.includes('/') || inside.includes('\\')) {
        throw new Error(`Upload ${upload.id} is not stored in ${folder}`);
      }
      return readFile(upload.path);
    },

    async remove(upload) {
      if (!idPattern.test(upload.id)) throw new Error(`Not an upload id: ${upload.id}`);
      const stored = await readSidecar(upload.id);
      // The token link only when it is this upload's (a token names one upload).
      if (tokenPattern.test(upload.token)) {
        const link = join(tokenFolder, upload.token);
        const id = await readFile(link, 'utf8').catch(() => null);
        if (id === upload.id) await rm(link, { force: true });
      }
      await rm(sidecarPath(upload.id), { force: true });
      // The bytes' path comes from the stored metadata, never from the caller's.
      if (stored) await rm(stored.path, { force: true });
    },
  };
}

async function writeAtomically(path: string, content: string): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content, { flag: 'wx' });
  await rename(temporary, path);
}

function parseSidecar(json: string | null): Sidecar | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { id, token, mime, size, filename, ext, createdAt } = record;
  if (
    typeof id !== 'string' ||
    typeof token !== 'string' ||
    typeof mime !== 'string' ||
    typeof size !== 'number' ||
    typeof record.public !== 'boolean' ||
    typeof filename !== 'string' ||
    typeof ext !== 'string' ||
    !/^[a-z]+$/.test(ext) ||
    typeof createdAt !== 'string'
  ) {
    return null;
  }
  return { id, token, mime, size, public: record.public, filename, ext, createdAt };
}
