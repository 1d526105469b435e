import type { SupportedLocale } from '../../locale';
import type { PageType } from '../../pages/page-type';
import type { AppLink, LinkButtonType, SocialLink, SocialLinkType } from '../settings/link';
import { textFor } from '../texts/default-text';
import type { TextId } from '../texts/nl';

/** A default link to one of the site's pages, named in the locale. */
export function appLink(
  locale: SupportedLocale,
  pageId: PageType,
  name: TextId,
  buttonType?: LinkButtonType,
): AppLink {
  const link: AppLink = { linkType: 'APP_LINK', name: textFor(locale, name), pageId };
  return buttonType === undefined ? link : { ...link, isButton: true, buttonType };
}

/** A default social link, opening in a new tab. */
export function socialLink(socialType: SocialLinkType, name: string, link: string): SocialLink {
  return { linkType: 'SOCIAL_LINK', name, socialType, link, targetBlank: true };
}
