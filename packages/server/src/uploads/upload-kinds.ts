import { type FileType, type FileTypeId, fileTypes } from './file-types';

export type UploadKind = 'resume' | 'image' | 'any';

interface UploadKindRule {
  types: readonly FileTypeId[];
  maxMegabytes: number;
  /** Word that starts the size message: 'Image size can not exceed …' or 'File size …'. */
  sizeNoun: 'Image' | 'File';
}

export const uploadKinds: Readonly<Record<UploadKind, UploadKindRule>> = {
  resume: { types: ['pdf', 'doc', 'docx', 'latex'], maxMegabytes: 10, sizeNoun: 'File' },
  image: { types: ['jpg', 'png'], maxMegabytes: 5, sizeNoun: 'Image' },
  any: {
    types: ['pdf', 'doc', 'docx', 'latex', 'jpg', 'png'],
    maxMegabytes: 10,
    sizeNoun: 'File',
  },
};

export function allowedTypes(kind: UploadKind): FileType[] {
  return uploadKinds[kind].types.map((id) => fileTypes[id]);
}

export function maxBytes(kind: UploadKind): number {
  return uploadKinds[kind].maxMegabytes * 1024 * 1024;
}
