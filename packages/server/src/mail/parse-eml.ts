import { decodeCharset, decodeMimeWords, decodeQuotedPrintableBytes } from './decode-mime-words';

export interface ParsedEml {
  /** Header values by lower-case name, unfolded and decoded; the first one where repeated. */
  headers: ReadonlyMap<string, string>;
  /** The first text/plain part that is not an attachment, decoded; '' when there is none. */
  text: string;
}

interface MimePart {
  headers: Map<string, string>;
  /** The body as a binary string (one character per byte). */
  body: string;
}

/**
 * Reads the headers and the plain text of an RFC 822 message, enough for tests and the demo
 * to check what was sent (the server never parses mail it receives).
 * @param raw the message as a binary string (`readFile(path, 'latin1')`), one char per byte
 */
export function parseEml(raw: string): ParsedEml {
  const message = parsePart(raw);
  const headers = new Map<string, string>();
  for (const [name, value] of message.headers) headers.set(name, decodeMimeWords(value));
  return { headers, text: findText(message) ?? '' };
}

function parsePart(raw: string): MimePart {
  const separator = /\r?\n\r?\n/.exec(raw);
  const head = separator ? raw.slice(0, separator.index) : raw;
  const body = separator ? raw.slice(separator.index + separator[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function findText(part: MimePart): string | null {
  const { type, params } = parseContentType(part.headers.get('content-type') ?? 'text/plain');
  if (/^attachment\b/i.test(part.headers.get('content-disposition') ?? '')) return null;
  if (type.startsWith('multipart/') && params.boundary) {
    for (const child of splitMultipart(part.body, params.boundary)) {
      const text = findText(parsePart(child));
      if (text !== null) return text;
    }
    return null;
  }
  if (type !== 'text/plain') return null;
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body, 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintableBytes(part.body)
        : Buffer.from(part.body, 'latin1');
  const text = decodeCharset(bytes, params.charset ?? 'utf-8') ?? bytes.toString('utf8');
  return text.replace(/\r\n/g, '\n');
}

function parseContentType(value: string): { type: string; params: Record<string, string> } {
  const [type = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const equals = param.indexOf('=');
    if (equals < 0) continue;
    const name = param.slice(0, equals).trim().toLowerCase();
    params[name] = param
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

/** The parts between `--boundary` lines, without the preamble and the epilogue. */
function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  let current: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    if (line === `--${boundary}--`) break;
    if (line === `--${boundary}`) {
      if (current) parts.push(current.join('\r\n'));
      current = [];
    } else {
      current?.push(line);
    }
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}
