export type Viewport =
  | 'mobile'
  | 'tablet'
  | 'desktop'
  | 'hd-desktop'
  | 'qhd-desktop'
  | 'uhd-desktop';

/**
 * Viewport breakpoints (product.md §9), smallest first: each entry starts at `minWidth` px. The
 * spec names both 0 and 576 as mobile, so a phone in landscape still gets the mobile layout.
 */
export const BREAKPOINTS: readonly { readonly minWidth: number; readonly viewport: Viewport }[] = [
  { minWidth: 0, viewport: 'mobile' },
  { minWidth: 576, viewport: 'mobile' },
  { minWidth: 768, viewport: 'tablet' },
  { minWidth: 992, viewport: 'desktop' },
  { minWidth: 1920, viewport: 'hd-desktop' },
  { minWidth: 2560, viewport: 'qhd-desktop' },
  { minWidth: 3840, viewport: 'uhd-desktop' },
];

/** The viewport of a width in px; widths below 0 or not finite count as mobile. */
export function viewportOf(width: number): Viewport {
  let viewport: Viewport = 'mobile';
  for (const breakpoint of BREAKPOINTS) {
    if (width >= breakpoint.minWidth) viewport = breakpoint.viewport;
  }
  return viewport;
}
