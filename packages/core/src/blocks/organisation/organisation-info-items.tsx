import type { Organisation, OrganisationInfoItem, SocialType } from '@jobboard/schema';
import { useFormatters } from '../../format/use-formatters';
import { SafeHtml } from '../../html/safe-html';
import { collectionMessages } from '../../i18n/messages/collection-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { NewTabHint } from '../shared/board-link/link-anchor';
import { isWebAddress } from '../shared/web-address';
import { OrganisationVideo } from './organisation-video';
import { isImageAddress } from './video-embed-url';

/** Network names, the same in every language; `website` is translated. */
const NETWORK_NAMES: Record<Exclude<SocialType, 'website'>, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  medium: 'Medium',
  twitter: 'Twitter',
};

export interface OrganisationInfoItemsProps {
  organisation: Organisation;
}

/**
 * The organisation's information items, in their order and grouped by type: texts, benefits,
 * locations, photos, videos and social links.
 */
export function OrganisationInfoItems({ organisation }: OrganisationInfoItemsProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const items = [...(organisation.info_items ?? [])].sort((a, b) => a.order - b.order);
  const ofType = (type: OrganisationInfoItem['type']) =>
    items.filter((item) => item.type === type && item.value.trim() !== '');
  const texts = ofType('text');
  const benefits = ofType('benefit');
  const locations = ofType('location');
  const images = ofType('image').filter((item) => isImageAddress(item.value));
  const videos = ofType('video');
  const socials = ofType('social').filter((item) => isWebAddress(item.value));
  // A network the API names but this list does not (responses are not checked) is a website:
  // its link must not be left without a name.
  const networkName = (item: OrganisationInfoItem) =>
    (item.social_type && Object.hasOwn(NETWORK_NAMES, item.social_type)
      ? (NETWORK_NAMES as Partial<Record<string, string>>)[item.social_type]
      : undefined) ?? _(collectionMessages.website);
  const key = (item: OrganisationInfoItem, index: number) => item.id ?? `${item.type}-${index}`;

  return (
    <>
      {texts.map((item, index) => (
        <SafeHtml key={key(item, index)} html={item.value} className="jb-organisation__text" />
      ))}
      {benefits.length > 0 ? (
        <section className="jb-organisation__section">
          <h2>{_(collectionMessages.benefits)}</h2>
          <ul className="jb-organisation__benefits">
            {benefits.map((item, index) => (
              <li key={key(item, index)}>{item.value}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {locations.length > 0 ? (
        <section className="jb-organisation__section">
          <h2>{_(collectionMessages.locations)}</h2>
          <ul>
            {locations.map((item, index) => (
              <li key={key(item, index)}>{item.value}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {images.length > 0 ? (
        <section className="jb-organisation__section">
          <h2>{_(collectionMessages.photos)}</h2>
          <ul className="jb-organisation__photos">
            {images.map((item, index) => (
              <li key={key(item, index)}>
                {/* The photos are the section's content: each is named. */}
                <img
                  loading="lazy"
                  src={item.value}
                  alt={_(collectionMessages.photoOf(format.number(index + 1), organisation.name))}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {videos.map((item, index) => (
        <OrganisationVideo
          key={key(item, index)}
          address={item.value}
          organisationName={organisation.name}
        />
      ))}
      {socials.length > 0 ? (
        <nav className="jb-organisation__social" aria-label={_(collectionMessages.socialLinks)}>
          <ul>
            {socials.map((item, index) => (
              <li key={key(item, index)}>
                <a href={item.value} target="_blank" rel="noopener noreferrer">
                  {networkName(item)}
                  <NewTabHint />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
