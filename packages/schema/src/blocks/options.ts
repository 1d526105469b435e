/*
 * Allowed values shared by several block types. Constants owned by the rules (page sizes, sort
 * options, ranges, account tabs) are imported from there by the definitions instead.
 */

export const JOBS_LAYOUTS = ['list', 'cards'] as const;

/** Which jobs or organisations a featured block shows. */
export const PREMIUM_TYPES = ['premium', 'normal', 'both'] as const;

/** CSS `background-size` of a block's background image. */
export const BACKGROUND_SIZES = ['auto', 'contain', 'cover'] as const;

export const SEGMENT_SORT_STRATEGIES = ['alphabetically', 'byCount'] as const;

/** Roles that log in or register. */
export const SIGN_IN_ROLES = ['candidate', 'employer'] as const;

/** Roles a navbar has a tab of links for. */
export const NAVBAR_ROLES = ['guest', 'candidate', 'employer'] as const;
