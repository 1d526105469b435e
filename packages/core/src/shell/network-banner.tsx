import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { type UseNetworkStatusOptions, useNetworkStatus } from './use-network-status';

export type NetworkBannerProps = UseNetworkStatusOptions;

/**
 * The offline and online banners (spec §2). The live region is always rendered, so screen
 * readers announce the texts as they appear.
 */
export function NetworkBanner(props: NetworkBannerProps) {
  const { _ } = useBoardI18n();
  const status = useNetworkStatus(props);
  return (
    <div
      className={`jb-network-banner jb-network-banner--${status}`}
      role="status"
      aria-live="polite"
    >
      {status === 'offline' && _(shellMessages.offline)}
      {status === 'back-online' && _(shellMessages.online)}
    </div>
  );
}
