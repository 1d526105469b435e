import { type FileTypeId, fileTypes } from './file-types';
import { zipEntryNames } from './zip-entry-names';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];
const pdfSignature = [...'%PDF-'].map((char) => char.charCodeAt(0));
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const zipSignature = [0x50, 0x4b, 0x03, 0x04];
/** Every Word 97-2003 file has a stream of this name; Excel or installer files (also OLE) do not. */
const wordStreamName = Buffer.from('WordDocument', 'utf16le');
const latexMarkers = ['\\documentclass', '\\begin{document}'];

/**
 * The type of a file judged by its content (magic bytes, ZIP directory, text), never by its
 * name: PDF, DOC, DOCX, LaTeX, JPEG or PNG; null for anything else, including empty files.
 */
export function sniffType(bytes: Uint8Array): { mime: string; ext: string } | null {
  const id = sniffTypeId(bytes);
  if (id === null) return null;
  const { mime, ext } = fileTypes[id];
  return { mime, ext };
}

export function sniffTypeId(bytes: Uint8Array): FileTypeId | null {
  if (startsWith(bytes, pngSignature)) return 'png';
  if (startsWith(bytes, jpegSignature)) return 'jpg';
  if (startsWith(bytes, pdfSignature)) return 'pdf';
  if (startsWith(bytes, oleSignature)) return contains(bytes, wordStreamName) ? 'doc' : null;
  if (startsWith(bytes, zipSignature)) {
    const names = zipEntryNames(bytes);
    return names?.some((name) => name.startsWith('word/')) ? 'docx' : null;
  }
  return isLatexSource(bytes) ? 'latex' : null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return (
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)
  );
}

function contains(bytes: Uint8Array, needle: Buffer): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

/** UTF-8 text without binary control characters that holds a LaTeX document marker. */
function isLatexSource(bytes: Uint8Array): boolean {
  if (bytes.some(isBinaryControl)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return latexMarkers.some((marker) => text.includes(marker));
}

/** Tab, line feed, form feed and carriage return occur in sources; other controls mean binary. */
function isBinaryControl(byte: number): boolean {
  return (
    (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) ||
    byte === 0x7f
  );
}
