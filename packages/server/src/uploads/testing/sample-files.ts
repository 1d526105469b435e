import { crc32 } from 'node:zlib';

/** Small but structurally real files of each upload type, for tests. */

function bytes(...parts: (string | Uint8Array | number[])[]): Uint8Array {
  return Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );
}

export function pdfFile(): Uint8Array {
  return bytes(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
}

/** An OLE compound file whose directory names the given stream, UTF-16LE as in real files. */
export function oleFile(streamName: string): Uint8Array {
  const header = new Uint8Array(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const directoryEntry = new Uint8Array(128);
  directoryEntry.set(Buffer.from(`${streamName}\0`, 'utf16le'));
  return bytes(header, directoryEntry, new Uint8Array(384));
}

export function docFile(): Uint8Array {
  return oleFile('WordDocument');
}

/** A stored (uncompressed) ZIP archive with local headers, central directory and end record. */
export function zipFile(entries: { name: string; content: string }[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const content = Buffer.from(entry.content, 'utf8');
    const checksum = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, content);
    centrals.push(central, name);
    offset += local.length + name.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return bytes(...locals, directory, end);
}

export function docxFile(): Uint8Array {
  return zipFile([
    { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types/>' },
    { name: 'word/document.xml', content: '<?xml version="1.0"?><w:document/>' },
  ]);
}

export function latexFile(): Uint8Array {
  return Buffer.from(
    '\\documentclass{article}\n\\begin{document}\nCurriculum vitae — Ana Popescu\n\\end{document}\n',
    'utf8',
  );
}

export function jpegFile(): Uint8Array {
  return bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', new Uint8Array(32), [0xff, 0xd9]);
}

export function pngFile(): Uint8Array {
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0x00, 0x00, 0x00, 0x0d],
    'IHDR',
    [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
    new Uint8Array(4),
  );
}

/** The file padded with trailing bytes to exactly `size` bytes; type sniffing reads the start. */
export function padded(file: Uint8Array, size: number): Uint8Array {
  const result = new Uint8Array(size);
  result.set(file.subarray(0, size));
  return result;
}
