import { useFormatters } from '../../format/use-formatters';
import { SafeHtml } from '../../html/safe-html';
import { jobMessages } from '../../i18n/messages/job-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardTheme } from '../../theme/use-board-theme';
import type { NewsItem } from './news-item';
import { NewsLinkAnchor } from './news-link-anchor';

export interface NewsCardProps {
  item: NewsItem;
  /** `card` has a border and a surface; `noBorder` sits on the page. */
  itemStyle: 'card' | 'noBorder';
}

/**
 * One news item: image (else the site's `news` default image), title linking to it, date,
 * summary and a read-more link.
 */
export function NewsCard({ item, itemStyle }: NewsCardProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const theme = useBoardTheme();
  const image = item.image || theme.defaultImage('news');
  const date = formatDate(item.date, format.jobDate);
  return (
    <li className={`jb-news-feed__item jb-news-feed__item--${itemStyle}`}>
      <article className="jb-news-feed__article">
        {image ? (
          // The title below names the item; the picture is decorative.
          <img className="jb-news-feed__image" loading="lazy" decoding="async" src={image} alt="" />
        ) : null}
        <div className="jb-news-feed__content">
          <h3 className="jb-news-feed__title">
            {item.link ? (
              <NewsLinkAnchor link={item.link}>{item.title}</NewsLinkAnchor>
            ) : (
              item.title
            )}
          </h3>
          {date ? (
            <time className="jb-news-feed__date" dateTime={date.iso}>
              {date.text}
            </time>
          ) : null}
          {item.summary ? <p className="jb-news-feed__summary">{item.summary}</p> : null}
          <SafeHtml html={item.summaryHtml} className="jb-news-feed__summary" />
          {item.link ? (
            <NewsLinkAnchor
              link={item.link}
              className="jb-news-feed__read-more"
              label={item.title ? _(jobMessages.readMoreAbout(item.title)) : undefined}
            >
              {_(jobMessages.readMore)}
            </NewsLinkAnchor>
          ) : null}
        </div>
      </article>
    </li>
  );
}

// Feeds send dates in many forms; one that does not parse is left out rather than shown wrong.
function formatDate(
  value: string | undefined,
  jobDate: (date: Date) => string,
): { iso: string; text: string } | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { iso: date.toISOString(), text: jobDate(date) };
}
