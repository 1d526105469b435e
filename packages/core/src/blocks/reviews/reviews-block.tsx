import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBoardIdPrefix } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { ReviewCard } from './review-card';
import { reviewsStyles } from './reviews-styles';

/**
 * The heading, subheading and the quotes in a responsive grid. A review's `name` only labels its
 * tab in the editor; reviews without a title, text or reviewer are left out, and a block with no
 * review left shows nothing to visitors.
 */
export const component: BlockModule<BlockSettingsOf<'reviews'>>['component'] = ({
  settings,
  block,
  context,
}) => {
  useScopedStyles('reviews', reviewsStyles);
  const headingId = `${useBoardIdPrefix()}jb-reviews-${block.id}-heading`;
  const reviews = settings.reviewsData.filter(
    (review) => review.title !== '' || review.text !== '' || review.reviewerName !== '',
  );
  // Without a review visitors see nothing (a heading over nothing); the editor keeps the header.
  if (reviews.length === 0 && !context.editor) return null;
  return (
    <section
      className="jb-reviews jb-contained"
      {...(settings.heading ? { 'aria-labelledby': headingId } : {})}
    >
      {settings.heading || settings.subheading ? (
        <header className="jb-reviews__header">
          {settings.heading ? <h2 id={headingId}>{settings.heading}</h2> : null}
          {settings.subheading ? (
            <p className="jb-reviews__subheading">{settings.subheading}</p>
          ) : null}
        </header>
      ) : null}
      {reviews.length > 0 ? (
        <ul className="jb-reviews__list">
          {reviews.map((review, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: reviews have no ids; the admin's order is their identity
            <ReviewCard key={index} review={review} />
          ))}
        </ul>
      ) : null}
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { reviewsBlock as definition } from '@jobboard/schema';
