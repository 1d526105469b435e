import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUploadError, type UploadError } from './check-upload';
import { createUploadStore, type UploadStore } from './create-upload-store';
import type { StoredUpload } from './stored-upload';
import { padded, pdfFile, pngFile } from './testing/sample-files';
import { uploadResponseHeaders } from './upload-response-headers';

let dataDir: string;
let store: UploadStore;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'jobboard-uploads-'));
  store = createUploadStore({ dataDir });
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type SaveResult = StoredUpload | UploadError;

async function saved(pending: SaveResult | Promise<SaveResult>): Promise<StoredUpload> {
  const result = await pending;
  if (isUploadError(result)) throw new Error(result.message);
  return result;
}

async function storedFiles(): Promise<string[]> {
  return readdir(join(dataDir, 'uploads')).catch(() => []);
}

describe('UploadStore.save', () => {
  it('stores the bytes under a random id with the sniffed extension', async () => {
    const bytes = pdfFile();
    const upload = await saved(
      store.save({ bytes, filename: 'My CV.pdf', kind: 'resume', public: false }),
    );
    expect(upload.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(upload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(upload).toMatchObject({
      mime: 'application/pdf',
      size: bytes.length,
      public: false,
      filename: 'My CV.pdf',
      path: join(dataDir, 'uploads', `${upload.id}.pdf`),
    });
    expect(await readFile(upload.path)).toEqual(Buffer.from(bytes));
    expect((await storedFiles()).sort()).toEqual(
      [`${upload.id}.json`, `${upload.id}.pdf`, 'tokens'].sort(),
    );
  });

  it('gives every upload its own id and token', async () => {
    const input = { bytes: pngFile(), filename: 'a.png', kind: 'image', public: true } as const;
    const [first, second] = await Promise.all([store.save(input), store.save(input)]);
    const a = await saved(first!);
    const b = await saved(second!);
    expect(a.id).not.toBe(b.id);
    expect(a.token).not.toBe(b.token);
  });

  it('refuses a spoofed extension and writes nothing', async () => {
    const result = await store.save({
      bytes: pngFile(),
      filename: 'cv.pdf',
      kind: 'resume',
      public: false,
    });
    expect(result).toEqual({
      error: 'type',
      message: 'Allowed file types: PDF, DOC, DOCX, LaTeX!',
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const result = await store.save({
      bytes: new Uint8Array(0),
      filename: 'logo.png',
      kind: 'image',
      public: true,
    });
    expect(result).toEqual({ error: 'type', message: 'Allowed file types: JPG, PNG!' });
  });

  it('refuses an oversized image', async () => {
    const result = await store.save({
      bytes: padded(pngFile(), 5 * 1024 * 1024 + 1),
      filename: 'logo.png',
      kind: 'image',
      public: true,
    });
    expect(result).toEqual({ error: 'size', message: 'Image size can not exceed 5MB!' });
    expect(await storedFiles()).toEqual([]);
  });

  it('never lets the file name choose a path', async () => {
    const upload = await saved(
      store.save({
        bytes: pdfFile(),
        filename: '../../../outside.pdf',
        kind: 'any',
        public: false,
      }),
    );
    expect(upload.filename).toBe('outside.pdf');
    expect(basename(upload.path)).toBe(`${upload.id}.pdf`);
    expect(await readdir(dataDir)).toEqual(['uploads']);
  });
});

describe('UploadStore.get', () => {
  it('finds an upload by id and by token, also from a new store over the same folder', async () => {
    const upload = await saved(
      store.save({ bytes: pngFile(), filename: 'logo.png', kind: 'image', public: true }),
    );
    expect(await store.get(upload.id)).toEqual(upload);
    expect(await store.get(upload.token)).toEqual(upload);
    const reopened = createUploadStore({ dataDir });
    expect(await reopened.get(upload.token)).toEqual(upload);
  });

  it.each([
    '',
    'AAAAAAAAAAAAAAAAAAAAAA',
    'A'.repeat(43),
    '../uploads/x',
    '../../etc/passwd',
    'tokens',
    '%2e%2e%2fetc',
  ])('returns null for %j', async (idOrToken) => {
    await saved(
      store.save({ bytes: pdfFile(), filename: 'cv.pdf', kind: 'resume', public: false }),
    );
    expect(await store.get(idOrToken)).toBeNull();
  });

  it('returns null when a token link points at an upload with another token', async () => {
    const upload = await saved(
      store.save({ bytes: pdfFile(), filename: 'cv.pdf', kind: 'resume', public: false }),
    );
    const forged = 'B'.repeat(43);
    await writeFile(join(dataDir, 'uploads', 'tokens', forged), upload.id);
    expect(await store.get(forged)).toBeNull();
  });

  it('returns null for a damaged sidecar', async () => {
    const upload = await saved(
      store.save({ bytes: pdfFile(), filename: 'cv.pdf', kind: 'resume', public: false }),
    );
    await writeFile(join(dataDir, 'uploads', `${upload.id}.json`), '{"id":');
    expect(await store.get(upload.id)).toBeNull();
  });
});

describe('UploadStore.read', () => {
  it('returns the stored bytes', async () => {
    const bytes = pngFile();
    const upload = await saved(
      store.save({ bytes, filename: 'logo.png', kind: 'image', public: true }),
    );
    expect(await store.read(upload)).toEqual(Buffer.from(bytes));
  });

  it('refuses a path outside the uploads folder', async () => {
    const upload = await saved(
      store.save({ bytes: pdfFile(), filename: 'cv.pdf', kind: 'resume', public: false }),
    );
    await expect(store.read({ ...upload, path: join(dataDir, 'secret.txt') })).rejects.toThrow(
      /not stored/,
    );
    await expect(
      store.read({ ...upload, path: join(dataDir, 'uploads', 'tokens', upload.token) }),
    ).rejects.toThrow(/not stored/);
  });
});

describe('UploadStore.remove', () => {
  it('deletes the bytes, the metadata and the token link; other uploads stay', async () => {
    const gone = await saved(
      store.save({ bytes: pdfFile(), filename: 'old.pdf', kind: 'resume', public: false }),
    );
    const kept = await saved(
      store.save({ bytes: pdfFile(), filename: 'new.pdf', kind: 'resume', public: false }),
    );
    await store.remove(gone);
    expect(await store.get(gone.id)).toBeNull();
    expect(await store.get(gone.token)).toBeNull();
    expect((await storedFiles()).sort()).toEqual(
      [`${kept.id}.json`, `${kept.id}.pdf`, 'tokens'].sort(),
    );
    expect(await readdir(join(dataDir, 'uploads', 'tokens'))).toEqual([kept.token]);
    expect(await store.get(kept.token)).toMatchObject({ id: kept.id });
    // Removing again, or an upload found by a new store over the folder, is no error.
    await store.remove(gone);
    const again = createUploadStore({ dataDir });
    const found = await again.get(kept.token);
    if (!found) throw new Error('The kept upload was not found');
    await again.remove(found);
    expect(await storedFiles()).toEqual(['tokens']);
  });

  it('deletes only what the stored metadata names, never a path or token the caller made up', async () => {
    const victim = await saved(
      store.save({ bytes: pdfFile(), filename: 'victim.pdf', kind: 'resume', public: false }),
    );
    const outside = join(dataDir, 'outside.txt');
    await writeFile(outside, 'keep me');
    await store.remove({ ...victim, id: 'A'.repeat(22), path: outside });
    expect(await readFile(outside, 'utf8')).toBe('keep me');
    // The victim's token points at another id: its link stays.
    expect(await store.get(victim.token)).toMatchObject({ id: victim.id });
    await expect(store.remove({ ...victim, id: '../outside' })).rejects.toThrow(/upload id/);
  });
});

describe('uploadResponseHeaders', () => {
  it('serves an image inline and a document as attachment, never sniffed', async () => {
    const image = await saved(
      store.save({ bytes: pngFile(), filename: 'logo.png', kind: 'image', public: true }),
    );
    const document = await saved(
      store.save({ bytes: pdfFile(), filename: 'CV.pdf', kind: 'resume', public: false }),
    );
    expect(uploadResponseHeaders(image)).toMatchObject({
      'Content-Type': 'image/png',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="logo.png"; filename*=UTF-8''logo.png`,
      'Content-Length': String(image.size),
    });
    expect(uploadResponseHeaders(document)['Content-Disposition']).toMatch(/^attachment;/);
  });

  it('serves an unexpected type as a download of bytes', () => {
    const headers = uploadResponseHeaders({
      id: 'x',
      token: 'y',
      path: '/x',
      mime: 'text/html',
      size: 3,
      public: true,
      filename: 'x.html',
    });
    expect(headers['Content-Type']).toBe('application/octet-stream');
    expect(headers['Content-Disposition']).toMatch(/^attachment;/);
  });
});
