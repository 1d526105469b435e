import { SafeHtml } from '../../html/safe-html';

export interface ArticleViewProps {
  title: string;
  /** The ISO date to put in `<time datetime>`, with its formatted text. */
  date?: { iso: string; text: string } | undefined;
  image?: string | null | undefined;
  description?: string | null | undefined;
  /** Untrusted HTML from the API. */
  html?: string | null | undefined;
  /** Plain text shown instead of `html` (the editor's sample). */
  text?: string | undefined;
  /** The article's language when it is not the board's (`contentLang`), on its own texts. */
  lang?: string | undefined;
}

/** One article: title, date, image, lead text and the body through the sanitizer. */
export function ArticleView({
  title,
  date,
  image,
  description,
  html,
  text,
  lang,
}: ArticleViewProps) {
  return (
    <article className="jb-article">
      <header className="jb-article__header">
        <h1 className="jb-article__title" lang={lang}>
          {title}
        </h1>
        {date ? (
          <time className="jb-article__date" dateTime={date.iso}>
            {date.text}
          </time>
        ) : null}
      </header>
      {image ? (
        // The title says what the article is about; the picture adds nothing to read.
        <img className="jb-article__image" src={image} alt="" />
      ) : null}
      {description ? (
        <p className="jb-article__lead" lang={lang}>
          {description}
        </p>
      ) : null}
      {text ? <p className="jb-article__body">{text}</p> : null}
      <SafeHtml html={html} className="jb-article__body" lang={lang} />
    </article>
  );
}
