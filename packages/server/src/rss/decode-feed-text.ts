/**
 * The feed's text, decoded by the first of: byte order mark, XML declaration encoding,
 * Content-Type charset, UTF-8 (the XML default). Unknown encodings fall back to UTF-8.
 */
export function decodeFeedText(bytes: Uint8Array, contentType: string | null): string {
  const encoding = byteOrderMark(bytes) ?? declaredEncoding(bytes) ?? headerCharset(contentType);
  try {
    return new TextDecoder(encoding ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function byteOrderMark(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

function declaredEncoding(bytes: Uint8Array): string | undefined {
  const start = Buffer.from(bytes.subarray(0, 256)).toString('latin1');
  return /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start)?.[1];
}

function headerCharset(contentType: string | null): string | undefined {
  return /;\s*charset\s*=\s*"?([A-Za-z0-9._-]+)/i.exec(contentType ?? '')?.[1];
}
