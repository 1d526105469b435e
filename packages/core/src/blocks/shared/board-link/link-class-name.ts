import type { BlockLink } from '@jobboard/schema';

/**
 * The classes of a link: a plain `jb-link`, or the theme's button of its `buttonType` (primary
 * when none is set) when it is a button.
 */
export function linkClassName(link: BlockLink, extra?: string): string {
  const classes = link.isButton
    ? `jb-button jb-button--${link.buttonType ?? 'primary'}`
    : 'jb-link';
  return extra ? `${classes} ${extra}` : classes;
}
