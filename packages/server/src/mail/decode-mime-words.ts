const encodedWord = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
/** White space between two encoded words belongs to the encoding, not the text (RFC 2047 6.2). */
const spaceBetweenWords = /(=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[BbQq]\?)/g;

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
export function decodeMimeWords(value: string): string {
  return value
    .replace(spaceBetweenWords, '$1')
    .replace(encodedWord, (word, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintableBytes(text.replace(/_/g, ' '));
      return decodeCharset(bytes, charset) ?? word;
    });
}

/** Quoted-printable to bytes: `=XX` escapes and soft line breaks (`=` at a line end). */
export function decodeQuotedPrintableBytes(text: string): Buffer {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index++) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(unfolded.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** Text in the named charset, or null for a charset this Node build cannot decode. */
export function decodeCharset(bytes: Uint8Array, charset: string): string | null {
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(bytes);
  } catch {
    return null;
  }
}
