export { checkUpload, isUploadError, type UploadError } from './check-upload';
export {
  createUploadStore,
  type SaveUploadInput,
  type UploadStore,
  type UploadStoreOptions,
} from './create-upload-store';
export { contentDisposition, type SafeContentType, safeContentType } from './safe-content-type';
export { sanitizeFilename } from './sanitize-filename';
export { sniffType } from './sniff-type';
export type { StoredUpload } from './stored-upload';
export type { UploadKind } from './upload-kinds';
export { uploadResponseHeaders } from './upload-response-headers';
