import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import type { BlockModule } from '../../blocks-runtime/block-module';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useDetailSubject } from '../../blocks-runtime/use-detail-subject';
import { useFormatters } from '../../format/use-formatters';
import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { cutDescription, plainText } from '../../seo/meta-description';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { contentLang } from '../shared/content-lang';
import { PageNotFoundNotice } from '../shared/page-not-found-notice';
import { articleRequest } from './article-request';
import { ArticleView } from './article-view';
import { BackLink } from './back-link';
import { cmsArticleStyles } from './cms-article-styles';

type Settings = BlockSettingsOf<'cms-article'>;

function requestOf(context: BlockContext) {
  const slug = context.route.detailKey;
  return slug ? articleRequest(slug, context.locale) : null;
}

/** The article of the page's detail key, read before rendering so SSR has it. */
export function requests(_settings: Settings, context: BlockContext): DataRequest<unknown>[] {
  const request = requestOf(context);
  return request ? [request] : [];
}

/**
 * The article of the route's detail key: title, date, image and body, below a link back to the
 * site's news list (when it has one). 404 "Page not found" when the API has none; sample content
 * in the editor where there is no article (no detail key, or an unknown one).
 */
export const component: BlockModule<Settings>['component'] = ({ context }) => {
  useScopedStyles('cms-article', cmsArticleStyles);
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const request = requestOf(context);
  const { data: article, error, isLoading } = useBlockData(request);
  // The page's description meta is the article's: its summary, else the start of its text.
  useDetailSubject(
    article?.title,
    article && cutDescription(article.description?.trim() || plainText(article.text ?? '')),
  );

  const body = () => {
    // The editor shows sample content where there is no article: no key, or an unknown one.
    if (!request || (article === null && context.editor)) {
      return context.editor ? (
        <ArticleView
          title={_(contentMessages.sampleArticleTitle)}
          text={_(contentMessages.sampleArticleText)}
        />
      ) : (
        <PageNotFoundNotice />
      );
    }
    // A failed read says so in the board's language: the API's own text (a server's 'Server
    // Error', the client's 'The server could not be reached') is no visitor's message.
    if (error) {
      return (
        <p className="jb-cms-article__notice--error" role="alert">
          {_(errorMessages.actionFailed)}
        </p>
      );
    }
    if (isLoading || article === undefined) {
      return (
        <p role="status" aria-busy="true">
          {_(blocksRuntimeMessages.loading)}
        </p>
      );
    }
    if (article === null) return <PageNotFoundNotice />;
    return (
      <ArticleView
        title={article.title}
        date={
          article.created_at
            ? { iso: article.created_at, text: format.jobDate(article.created_at) }
            : undefined
        }
        image={article.image ?? article.thumbnail}
        description={article.description}
        html={article.text}
        lang={contentLang(article.locale, context.locale)}
      />
    );
  };

  return (
    <div className="jb-cms-article jb-contained">
      <BackLink pageId="p-news-list" />
      {body()}
    </div>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { cmsArticleBlock as definition } from '@jobboard/schema';
