import type { BlockSettingsOf } from '@jobboard/schema';

export type Review = BlockSettingsOf<'reviews'>['reviewsData'][number];

/** One quote: its title, the text, and the reviewer with role and avatar. */
export function ReviewCard({ review }: { review: Review }) {
  const hasReviewer = review.reviewerName !== '' || review.role !== '';
  return (
    <li className="jb-reviews__item">
      <figure className="jb-reviews__card">
        {review.title ? <h3 className="jb-reviews__title">{review.title}</h3> : null}
        {review.text ? (
          <blockquote className="jb-reviews__text">
            <p>{review.text}</p>
          </blockquote>
        ) : null}
        {hasReviewer || review.avatar ? (
          <figcaption className="jb-reviews__reviewer">
            {review.avatar ? (
              // The name beside it says who this is, so the picture is decorative.
              <img className="jb-reviews__avatar" loading="lazy" src={review.avatar} alt="" />
            ) : null}
            {hasReviewer ? (
              <span className="jb-reviews__who">
                {review.reviewerName ? (
                  <span className="jb-reviews__name">{review.reviewerName}</span>
                ) : null}
                {review.role ? <span className="jb-reviews__role">{review.role}</span> : null}
              </span>
            ) : null}
          </figcaption>
        ) : null}
      </figure>
    </li>
  );
}
