import { type FileType, fileTypes } from './file-types';
import { sniffTypeId } from './sniff-type';
import { allowedTypes, maxBytes, type UploadKind, uploadKinds } from './upload-kinds';

/** Why an upload was refused; `message` is the spec's text, ready to show. */
export interface UploadError {
  error: 'type' | 'size';
  message: string;
}

export function isUploadError(value: object): value is UploadError {
  return 'error' in value;
}

/** The file's sniffed type when it is allowed for the kind and within its size limit. */
export function checkUpload(bytes: Uint8Array, kind: UploadKind): FileType | UploadError {
  const rule = uploadKinds[kind];
  if (bytes.byteLength > maxBytes(kind)) {
    return {
      error: 'size',
      message: `${rule.sizeNoun} size can not exceed ${rule.maxMegabytes}MB!`,
    };
  }
  const id = sniffTypeId(bytes);
  if (id === null || !rule.types.includes(id)) {
    const typeNames = allowedTypes(kind)
      .map((type) => type.label)
      .join(', ');
    return { error: 'type', message: `Allowed file types: ${typeNames}!` };
  }
  // An image among any files keeps the image limit (spec: 'Image size can not exceed 5MB!').
  if (kind === 'any' && uploadKinds.image.types.includes(id)) {
    return checkUpload(bytes, 'image');
  }
  return fileTypes[id];
}
