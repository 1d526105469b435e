import { fillTemplate } from './fill-template';

export interface UploadFileType {
  /** The name shown in 'Allowed file types: {typeNames}!'. */
  readonly name: string;
  readonly mimeTypes: readonly string[];
  /** Lowercase, with the dot. */
  readonly extensions: readonly string[];
}

export interface UploadRule {
  readonly types: readonly UploadFileType[];
  readonly maxSizeMb: number;
}

export type UploadKind = 'resume' | 'image';

/**
 * Allowed types per upload kind (product.md §5). The spec gives no size limits; 5 MB for images
 * and 10 MB for resumes fit a logo or a scanned CV with room to spare.
 */
export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  resume: {
    maxSizeMb: 10,
    types: [
      { name: 'PDF', mimeTypes: ['application/pdf'], extensions: ['.pdf'] },
      { name: 'DOC', mimeTypes: ['application/msword'], extensions: ['.doc'] },
      {
        name: 'DOCX',
        mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        extensions: ['.docx'],
      },
      {
        name: 'LaTeX',
        mimeTypes: ['application/x-latex', 'application/x-tex', 'text/x-tex'],
        extensions: ['.tex', '.latex'],
      },
    ],
  },
  image: {
    maxSizeMb: 5,
    types: [
      { name: 'JPG', mimeTypes: ['image/jpeg'], extensions: ['.jpg', '.jpeg'] },
      { name: 'PNG', mimeTypes: ['image/png'], extensions: ['.png'] },
    ],
  },
};

/**
 * The spec's upload texts (builder.md §5); `{number}` and `{typeNames}` are filled in. The spec
 * words the size limit for images; a CV or a letter is told of its file (as the reference
 * server words it), since 'Image size' read wrong there.
 */
export const UPLOAD_TEXTS = {
  tooLarge: 'Image size can not exceed {number}MB!',
  fileTooLarge: 'File size can not exceed {number}MB!',
  wrongType: 'Allowed file types: {typeNames}!',
  /** Not the spec's: a file of 0 bytes (an export that failed, a file still syncing). */
  empty: 'The file is empty.',
} as const;

export interface UploadCandidate {
  name: string;
  /** The MIME type the browser or the sniffer reports; '' when unknown. */
  type: string;
  /** Bytes. */
  size: number;
}

/** The `accept` attribute value of a file input for a kind. */
export function uploadAccept(kind: UploadKind): string {
  return UPLOAD_RULES[kind].types.flatMap((t) => [...t.extensions, ...t.mimeTypes]).join(',');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Checks a file against its kind's types and size limit; returns the spec's messages. The
 * extension must match, and so must the MIME type when one is known, so a renamed file with a
 * sniffed type is caught.
 */
export function validateUpload(kind: UploadKind, file: UploadCandidate): string[] {
  const rule = UPLOAD_RULES[kind];
  const problems: string[] = [];
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  const matches = rule.types.some(
    (t) => t.extensions.includes(extension) && (type === '' || t.mimeTypes.includes(type)),
  );
  if (!matches) {
    const typeNames = rule.types.map((t) => t.name).join(', ');
    problems.push(fillTemplate(UPLOAD_TEXTS.wrongType, { typeNames }));
  }
  if (file.size === 0) problems.push(UPLOAD_TEXTS.empty);
  if (file.size > rule.maxSizeMb * 1024 * 1024) {
    const text = kind === 'image' ? UPLOAD_TEXTS.tooLarge : UPLOAD_TEXTS.fileTooLarge;
    problems.push(fillTemplate(text, { number: rule.maxSizeMb }));
  }
  return problems;
}
