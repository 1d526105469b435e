import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { layoutMessages } from '../../i18n/messages/layout-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useLinkClick } from '../shared/board-link/use-link-click';
import { pagePath } from '../shared/page-link';

/** The logo's height in px at a `logoHeight` of 100 percent. */
export const LOGO_BASE_HEIGHT = 40;

export interface NavbarLogoProps {
  /** The image address; nothing renders when empty. */
  src: string;
  /** Percent of the base height, 0 to 300; 0 hides the logo. */
  heightPercent: number;
  onFollow?: (() => void) | undefined;
}

/** The logo, as a link to the site's home page in the board's locale. */
export function NavbarLogo({ src, heightPercent, onFollow }: NavbarLogoProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const home = pagePath(context, 'p-home') ?? '/';
  const follow = useLinkClick({ kind: 'board', path: home }, { newTab: false, onFollow });
  const height = Math.round((LOGO_BASE_HEIGHT * heightPercent) / 100);
  if (!src || height <= 0) return null;
  return (
    <a className="jb-navbar__logo" href={context.href(home)} onClick={follow}>
      <img src={src} alt={_(layoutMessages.home)} style={{ height: `${height}px` }} />
    </a>
  );
}
