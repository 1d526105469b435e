import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { useScopedStyles } from '../styles/use-scoped-styles';
import { type UseNetworkStatusOptions, useNetworkStatus } from './use-network-status';

export type NetworkBannerProps = UseNetworkStatusOptions;

// Just under a fixed navbar (its height is --jb-covered-top, with useScrollPadding's 8 px gap),
// over what scrolls below it: at the top, the banner covered the navbar's logo and its menu
// button, which a visitor with the menu still to open could not reach while offline. Over the
// navbar's open menu (z-index 30) too, which may reach down past it.
const bannerStyles = (r: string) => `
${r} .jb-network-banner:empty { display: none; }
${r} .jb-network-banner {
  position: sticky; top: max(0px, calc(var(--jb-covered-top, 0px) - 8px)); z-index: 32;
  padding: 8px 16px; text-align: center;
  font-size: 14px; background: #1f2937; color: #ffffff;
}
${r} .jb-network-banner--back-online { background: #166534; }
`;

/**
 * The offline and online banners (spec §2). The live region is always rendered, so screen
 * readers announce the texts as they appear.
 */
export function NetworkBanner(props: NetworkBannerProps) {
  const { _ } = useBoardI18n();
  useScopedStyles('network-banner', bannerStyles);
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
