/** A mail that carries one link (a password reset's, an account activation's), in one language. */
export interface LinkMailTexts {
  subject: string;
  /** What happened, with the board's name. */
  intro: (boardName: string) => string;
  /** What the link does, before it. */
  open: string;
  /** What to do when it was not the reader's doing. */
  ignore: string;
}

/**
 * The subject and plain text of a link mail in `locale`, from its texts per board language (spec:
 * nl, en-US, ro); any other locale gets the English ones.
 */
export function linkMail(
  texts: Readonly<Record<string, LinkMailTexts>>,
  locale: string,
  boardName: string,
  link: URL,
): { subject: string; text: string } {
  const words = texts[locale] ?? (texts['en-US'] as LinkMailTexts);
  return {
    subject: words.subject,
    text: [words.intro(boardName), '', words.open, link.href, '', words.ignore].join('\n'),
  };
}
