import type { FileType } from './file-types';

const maxLength = 120;

/**
 * A user's file name made safe to show and to send back in Content-Disposition: no folders,
 * no control or bidirectional-override characters (which can disguise "cv‮fdp.exe"), none of
 * the characters Windows forbids, at most 120 characters, and ending in an extension of the
 * sniffed type so the download opens with the right program.
 */
export function sanitizeFilename(original: string, type: FileType): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const hasTypeExtension = type.nameExtensions.includes(extension);
  const stem = (hasTypeExtension ? cleaned.slice(0, dot) : cleaned) || 'file';
  const suffix = `.${hasTypeExtension ? extension : type.ext}`;
  return (
    [...stem]
      .slice(0, maxLength - suffix.length)
      .join('')
      .trimEnd() + suffix
  );
}
