import type { SocialLinkType } from '@jobboard/schema';

/** The platform names, which are the same in every language. */
export const SOCIAL_NAMES: Record<SocialLinkType, string> = {
  FACEBOOK: 'Facebook',
  TWITTER: 'Twitter',
  LINKED_IN: 'LinkedIn',
};

// Simple 24x24 glyphs drawn in the current text colour.
const PATHS: Record<SocialLinkType, string> = {
  FACEBOOK: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  TWITTER:
    'M22 5.9c-.7.3-1.5.5-2.4.6.9-.5 1.5-1.3 1.8-2.3-.8.5-1.7.8-2.6 1A4.1 4.1 0 0 0 11.8 9 11.6 11.6 0 0 1 3.4 4.7a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2 2.8 3.8 2.9A8.2 8.2 0 0 1 2 18.4 11.6 11.6 0 0 0 8.3 20c7.5 0 11.7-6.3 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2z',
  LINKED_IN:
    'M4.5 3a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM2.5 9.5h4V21h-4zM9 9.5h3.8v1.6c.6-1 1.9-1.9 3.8-1.9 4 0 4.7 2.6 4.7 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21H9z',
};

export interface SocialIconProps {
  type: SocialLinkType;
}

/** The platform's glyph, decorative: the link carries the name. */
export function SocialIcon({ type }: SocialIconProps) {
  return (
    <svg
      className="jb-social-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={PATHS[type]} />
    </svg>
  );
}
