import type { Article } from '@jobboard/schema';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { isMissingItem } from '../shared/is-missing-item';

/**
 * The article of a slug (`GET /cms/slug/{slug}`); `null` when the API answers 404 (or 400 for a
 * slug no article could have) or an empty article, which the block shows as "Page not found".
 * The locale is in the key because the client sends it as a header: another locale is another
 * article.
 */
export function articleRequest(slug: string, locale: string): DataRequest<Article | null> {
  return createDataRequest('cms-article', { slug, locale }, async (client) => {
    try {
      const article = await client.public.getArticle(slug);
      return isArticle(article) ? article : null;
    } catch (error) {
      if (isMissingItem(error)) return null;
      throw error;
    }
  });
}

function isArticle(value: unknown): value is Article {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string' &&
    value.title !== ''
  );
}
