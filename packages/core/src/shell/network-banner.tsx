import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { useScopedStyles } from '../styles/use-scoped-styles';
import { type UseNetworkStatusOptions, useNetworkStatus } from './use-network-status';

export type NetworkBannerProps = UseNetworkStatusOptions;

// In the page's flow at the board's top, sticking there. A fixed navbar keeps the top for itself:
// the board root then has data-jb-covered-top (and the navbar's height as --jb-covered-top, with
// useScrollPadding's 8 px gap), and the banner takes no room: it sticks at the board's top, as
// the navbar does, and shows its text the navbar's height below, so just under the navbar both
// where the navbar starts the board and once it has stuck (z-index 32, over the navbar's open menu
// too). Over the navbar it covered the logo and the menu button; in the flow before it, it was
// pushed under the navbar and covered its lower half at the page's top.
const bannerStyles = (r: string) => `
${r} .jb-network-banner:empty { display: none; }
${r} .jb-network-banner { position: sticky; top: 0; z-index: 32; }
${r} .jb-network-banner__text {
  display: block; padding: 8px 16px; text-align: center;
  font-size: 14px; background: #1f2937; color: #ffffff;
}
${r} .jb-network-banner--back-online .jb-network-banner__text { background: #166534; }
${r}[data-jb-covered-top] .jb-network-banner { height: 0; }
${r}[data-jb-covered-top] .jb-network-banner__text {
  position: absolute; left: 0; right: 0; top: max(0px, calc(var(--jb-covered-top, 0px) - 8px));
}
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
      {status === 'online' ? null : (
        <span className="jb-network-banner__text">
          {_(status === 'offline' ? shellMessages.offline : shellMessages.online)}
        </span>
      )}
    </div>
  );
}
