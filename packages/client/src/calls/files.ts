import { FileUploadAnswer } from '@jobboard/schema';
import { apiPath } from '../api-path';
import type { ApiRequest, CallOptions } from '../request';

/** Multipart body of the upload calls: the file and its name, plus any extra fields. */
export function uploadForm(file: Blob, name: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('file', file, name);
  form.append('name', name);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}

/** `POST /files/upload` (images for settings, logos, ...) on the families that upload. */
export function fileUploadCalls(request: ApiRequest) {
  return {
    /** Uploads a file; resolves with its `public_url` (from `data.public_url`). */
    uploadFile(
      file: Blob,
      name: string,
      isPublic = true,
      options: CallOptions = {},
    ): Promise<string> {
      return request({
        method: 'POST',
        path: 'files/upload',
        body: uploadForm(file, name, { public: String(isPublic) }),
        read: (body) => FileUploadAnswer.create(body).data.public_url,
        ...options,
      });
    },
  };
}

/** `GET /files/download/{token}` on the employer API. */
export function fileDownloadCalls(request: ApiRequest) {
  return {
    /** Downloads a stored file (an applicant's CV, ...) as a Blob. */
    downloadFile(token: string, options: CallOptions = {}): Promise<Blob> {
      return request<Blob>({
        method: 'GET',
        path: apiPath`files/download/${token}`,
        responseType: 'blob',
        ...options,
      });
    },
  };
}
