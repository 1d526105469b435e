const endOfCentralDirectorySignature = 0x06054b50;
const centralDirectoryEntrySignature = 0x02014b50;
const endRecordSize = 22;
const maxCommentSize = 0xffff;
const entryHeaderSize = 46;

/**
 * The file names listed in a ZIP archive's central directory, or null when the bytes are not
 * a readable ZIP. The central directory is what unzip tools (and Word) trust, unlike the local
 * headers, which a crafted file can make say anything.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endRecord = findEndRecord(view);
  if (endRecord === null) return null;
  const entryCount = view.getUint16(endRecord + 10, true);
  const directorySize = view.getUint32(endRecord + 12, true);
  const directoryOffset = view.getUint32(endRecord + 16, true);
  if (directoryOffset + directorySize > endRecord) return null;
  const decoder = new TextDecoder();
  const names: string[] = [];
  let offset = directoryOffset;
  for (let entry = 0; entry < entryCount; entry++) {
    if (offset + entryHeaderSize > endRecord) return null;
    if (view.getUint32(offset, true) !== centralDirectoryEntrySignature) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + entryHeaderSize;
    if (nameStart + nameLength > endRecord) return null;
    names.push(decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)));
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The end record sits in the last 22 bytes plus an archive comment of up to 64 KB. */
function findEndRecord(view: DataView): number | null {
  const last = view.byteLength - endRecordSize;
  const first = Math.max(0, last - maxCommentSize);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === endOfCentralDirectorySignature) return offset;
  }
  return null;
}
