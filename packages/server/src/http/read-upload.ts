import { UPLOAD_TEXTS } from '@jobboard/schema';
import type { Context } from 'hono';
import { ApiError } from './api-error';

export interface UploadedFile {
  bytes: Uint8Array;
  filename: string;
  fields: Record<string, string>;
}

/** The multipart `file` of an upload call with the form's text fields. */
export async function readUpload(c: Context): Promise<UploadedFile> {
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(400, 'Send the file as multipart/form-data.', {
      file: ['The file field is required.'],
    });
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'The multipart body could not be read.');
  }
  const file = form.get('file');
  if (!(file instanceof File)) {
    throw new ApiError(400, 'The file field is required.', {
      file: ['The file field is required.'],
    });
  }
  if (file.size === 0) {
    throw new ApiError(400, UPLOAD_TEXTS.empty, { file: [UPLOAD_TEXTS.empty] });
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  const filename = fields.name?.trim() || file.name || 'upload';
  return { bytes: new Uint8Array(await file.arrayBuffer()), filename, fields };
}
