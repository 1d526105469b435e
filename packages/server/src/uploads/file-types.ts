/** The file types an upload may have, detected from content by `sniffType`. */
export type FileTypeId = 'pdf' | 'doc' | 'docx' | 'latex' | 'jpg' | 'png';

export interface FileType {
  mime: string;
  /** Extension of the stored file, without dot. */
  ext: string;
  /** Name shown in the "Allowed file types" message. */
  label: string;
  /** Extensions a user's file name may already carry for this type. */
  nameExtensions: readonly string[];
  /** Images are shown in the page; documents are only ever downloaded. */
  disposition: 'inline' | 'attachment';
}

export const fileTypes: Readonly<Record<FileTypeId, FileType>> = {
  pdf: {
    mime: 'application/pdf',
    ext: 'pdf',
    label: 'PDF',
    nameExtensions: ['pdf'],
    disposition: 'attachment',
  },
  doc: {
    mime: 'application/msword',
    ext: 'doc',
    label: 'DOC',
    nameExtensions: ['doc'],
    disposition: 'attachment',
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    label: 'DOCX',
    nameExtensions: ['docx'],
    disposition: 'attachment',
  },
  latex: {
    mime: 'application/x-latex',
    ext: 'tex',
    label: 'LaTeX',
    nameExtensions: ['tex', 'latex', 'ltx'],
    disposition: 'attachment',
  },
  jpg: {
    mime: 'image/jpeg',
    ext: 'jpg',
    label: 'JPG',
    nameExtensions: ['jpg', 'jpeg'],
    disposition: 'inline',
  },
  png: {
    mime: 'image/png',
    ext: 'png',
    label: 'PNG',
    nameExtensions: ['png'],
    disposition: 'inline',
  },
};

export function fileTypeByMime(mime: string): FileType | undefined {
  return Object.values(fileTypes).find((type) => type.mime === mime);
}
