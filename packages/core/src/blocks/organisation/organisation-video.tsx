import { collectionMessages } from '../../i18n/messages/collection-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { NewTabHint } from '../shared/board-link/link-anchor';
import { isWebAddress } from '../shared/web-address';
import { videoEmbedUrl } from './video-embed-url';

export interface OrganisationVideoProps {
  address: string;
  organisationName: string;
}

/**
 * A video of the organisation: the YouTube or Vimeo player for a safe https address, a plain link
 * for another https address, nothing otherwise.
 */
export function OrganisationVideo({ address, organisationName }: OrganisationVideoProps) {
  const { _ } = useBoardI18n();
  const embed = videoEmbedUrl(address);
  if (embed) {
    return (
      <div className="jb-organisation__video">
        <iframe
          src={embed}
          title={_(collectionMessages.videoOf(organisationName))}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    );
  }
  if (!isWebAddress(address, true)) return null;
  return (
    <p>
      <a href={address} target="_blank" rel="noopener noreferrer">
        {_(collectionMessages.watchVideo)}
        <NewTabHint />
      </a>
    </p>
  );
}
