import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseEml } from './parse-eml';

export interface MailboxMessage {
  /** Absolute path of the .eml file. */
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** The messages the file transport wrote under `${dataDir}/mail/`, oldest first. */
export async function readMailbox(dataDir: string): Promise<MailboxMessage[]> {
  const folder = resolve(dataDir, 'mail');
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => join(folder, name));
  return Promise.all(
    files.map(async (file) => {
      const { headers, text } = parseEml(await readFile(file, 'latin1'));
      return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text };
    }),
  );
}
