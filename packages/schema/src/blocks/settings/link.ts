import {
  array,
  boolean,
  define,
  enums,
  type Infer,
  literal,
  object,
  optional,
  pattern,
  size,
  string,
} from 'superstruct';
import type { Expectation, ProblemAction } from '../problem-text';
import { guardedStruct, safeIs } from './guarded-struct';
import { JobQuery, repairJobQuery } from './job-query';
import { PageId } from './pattern-settings';
import { LINK_ICON_NAMES, URL_PATTERN } from './patterns';
import { childContext, isRecord, ownEntries, report } from './setting-base';
import type { RepairContext, SettingStruct } from './setting-spec';

export const BLOCK_LINK_TYPES = [
  'CUSTOM_LINK',
  'SOCIAL_LINK',
  'APP_LINK',
  'JOB_LINK',
  'DROPDOWN',
] as const;
export type BlockLinkType = (typeof BLOCK_LINK_TYPES)[number];

export const SOCIAL_LINK_TYPES = ['FACEBOOK', 'TWITTER', 'LINKED_IN'] as const;
export type SocialLinkType = (typeof SOCIAL_LINK_TYPES)[number];

export const LINK_BUTTON_TYPES = ['primary', 'secondary', 'plain', 'info'] as const;
export type LinkButtonType = (typeof LINK_BUTTON_TYPES)[number];

/** Links a dropdown may hold. */
const MAX_DROPDOWN_CHILDREN = 20;

const LinkName = size(string(), 0, 200);
const LinkUrl = pattern(size(string(), 0, 2000), URL_PATTERN);

/** Fields every link may have besides its type and name. */
const OPTIONAL_FIELDS = {
  icon: enums(LINK_ICON_NAMES),
  isButton: boolean(),
  buttonType: enums(LINK_BUTTON_TYPES),
  targetBlank: boolean(),
};

const linkCommon = {
  /** The link text in the locale of the settings. */
  name: LinkName,
  icon: optional(OPTIONAL_FIELDS.icon),
  isButton: optional(OPTIONAL_FIELDS.isButton),
  buttonType: optional(OPTIONAL_FIELDS.buttonType),
  targetBlank: optional(OPTIONAL_FIELDS.targetBlank),
};

export const CustomLink = object({
  linkType: literal('CUSTOM_LINK'),
  ...linkCommon,
  link: LinkUrl,
});
export const SocialLink = object({
  linkType: literal('SOCIAL_LINK'),
  ...linkCommon,
  socialType: enums(SOCIAL_LINK_TYPES),
  link: LinkUrl,
});
/** A link to one of the site's pages by page type id. */
export const AppLink = object({ linkType: literal('APP_LINK'), ...linkCommon, pageId: PageId });
/** A link to the job list with a stored search. */
export const JobLink = object({ linkType: literal('JOB_LINK'), ...linkCommon, jobQuery: JobQuery });
const MENU_LINKS = {
  CUSTOM_LINK: CustomLink,
  SOCIAL_LINK: SocialLink,
  APP_LINK: AppLink,
  JOB_LINK: JobLink,
};
/** Any link but a dropdown: what a dropdown holds. */
export const MenuLink = linkOfType<
  | Infer<typeof CustomLink>
  | Infer<typeof SocialLink>
  | Infer<typeof AppLink>
  | Infer<typeof JobLink>
>('menu link', MENU_LINKS);
export const DropdownLink = object({
  linkType: literal('DROPDOWN'),
  ...linkCommon,
  children: size(array(MenuLink), 0, MAX_DROPDOWN_CHILDREN),
});
export const BlockLink = guardedStruct(
  'link',
  linkOfType<Infer<typeof MenuLink> | Infer<typeof DropdownLink>>('link', {
    ...MENU_LINKS,
    DROPDOWN: DropdownLink,
  }),
);

/**
 * A link checked by the struct of its `linkType` alone. A superstruct `union` would try every
 * type in turn and describe each failure in a message: checking the navbar's links that way took
 * most of a page's start on a phone.
 */
function linkOfType<T>(name: string, structs: Record<string, SettingStruct<unknown>>) {
  return define<T>(name, (value) => {
    const type = isRecord(value) && value.linkType;
    const struct = typeof type === 'string' && Object.hasOwn(structs, type) && structs[type];
    return struct ? (struct.validate(value)[0]?.message ?? true) : false;
  });
}

export type CustomLink = Infer<typeof CustomLink>;
export type SocialLink = Infer<typeof SocialLink>;
export type AppLink = Infer<typeof AppLink>;
export type JobLink = Infer<typeof JobLink>;
export type MenuLink = Infer<typeof MenuLink>;
export type DropdownLink = Infer<typeof DropdownLink>;
export type BlockLink = Infer<typeof BlockLink>;

interface RequiredField {
  struct: SettingStruct<unknown>;
  expected: Expectation;
}

const URL_FIELD: RequiredField = {
  struct: LinkUrl,
  expected: 'an http(s) address, a path starting with /, #anchor, mailto: or tel:',
};

/** The fields a link cannot do without, per type; a link missing one is dropped. */
const REQUIRED_FIELDS: Record<
  'CUSTOM_LINK' | 'SOCIAL_LINK' | 'APP_LINK',
  Record<string, RequiredField>
> = {
  CUSTOM_LINK: { link: URL_FIELD },
  SOCIAL_LINK: {
    socialType: {
      struct: enums(SOCIAL_LINK_TYPES),
      expected: { oneOf: SOCIAL_LINK_TYPES },
    },
    link: URL_FIELD,
  },
  APP_LINK: { pageId: { struct: PageId, expected: 'a page type id such as "p-job-list"' } },
};

const SPECIAL_FIELDS: Record<BlockLinkType, readonly string[]> = {
  CUSTOM_LINK: ['link'],
  SOCIAL_LINK: ['socialType', 'link'],
  APP_LINK: ['pageId'],
  JOB_LINK: ['jobQuery'],
  DROPDOWN: ['children'],
};

export interface RepairLinkOptions {
  /** Dropdowns hold plain links only. @default true */
  allowDropdown?: boolean;
  /** The link types a setting takes (the footer's). @default every type */
  allowedTypes?: readonly BlockLinkType[] | undefined;
  /** What happens to a link that cannot be repaired, for the problem message. @default 'dropped the link' */
  fallback?: ProblemAction;
}

/**
 * Repairs one stored link. Returns `undefined` (after reporting why) for a link that cannot be
 * repaired: not an object, an unknown type, or a bad address or page id. Bad optional fields and
 * unknown fields are dropped one by one. Dropdowns hold plain links only, so nesting stays flat.
 */
export function repairLink(
  value: unknown,
  context: RepairContext,
  {
    allowDropdown = true,
    allowedTypes: onlyTypes,
    fallback = 'dropped the link',
  }: RepairLinkOptions = {},
): BlockLink | undefined {
  if (!isRecord(value)) {
    report(context, { expected: 'a link object' }, fallback, value);
    return undefined;
  }
  const fields = new Map(ownEntries(value));
  const allowedTypes = BLOCK_LINK_TYPES.filter(
    (t) => (allowDropdown || t !== 'DROPDOWN') && (!onlyTypes || onlyTypes.includes(t)),
  );
  const linkType = allowedTypes.find((type) => type === fields.get('linkType'));
  if (linkType === undefined) {
    report(
      childContext(context, 'linkType'),
      { expected: { oneOf: allowedTypes } },
      fallback,
      fields.get('linkType'),
    );
    return undefined;
  }
  const link: Record<string, unknown> = { linkType, name: repairName(fields.get('name'), context) };
  for (const [key, struct] of Object.entries<SettingStruct<unknown>>(OPTIONAL_FIELDS)) {
    const field = fields.get(key);
    if (field === undefined) continue;
    if (safeIs(struct, field)) link[key] = field;
    else report(childContext(context, key), 'Invalid value', 'dropped the field', field);
  }
  if (linkType === 'JOB_LINK') {
    link.jobQuery = repairLinkJobQuery(fields.get('jobQuery'), childContext(context, 'jobQuery'));
  } else if (linkType === 'DROPDOWN') {
    link.children = repairChildren(fields.get('children'), childContext(context, 'children'));
  } else {
    for (const [key, required] of Object.entries(REQUIRED_FIELDS[linkType])) {
      const field = fields.get(key);
      if (!safeIs(required.struct, field)) {
        report(childContext(context, key), { expected: required.expected }, fallback, field);
        return undefined;
      }
      link[key] = field;
    }
  }
  const known = new Set([
    'linkType',
    'name',
    ...Object.keys(OPTIONAL_FIELDS),
    ...SPECIAL_FIELDS[linkType],
  ]);
  for (const [key, field] of fields) {
    if (!known.has(key))
      report(childContext(context, key), 'Unknown link field', 'dropped it', field);
  }
  // The struct is the last gate, so whatever this returns is a valid link.
  if (BlockLink.is(link)) return link;
  report(context, 'The link could not be repaired', fallback, value);
  return undefined;
}

function repairName(name: unknown, context: RepairContext): string {
  if (name === undefined) return '';
  if (safeIs(LinkName, name)) return name;
  report(childContext(context, 'name'), { expected: { text: 200 } }, 'used an empty name', name);
  return '';
}

function repairLinkJobQuery(value: unknown, context: RepairContext): JobQuery {
  if (value === undefined) return {};
  const repaired = repairJobQuery(value, context);
  if (repaired !== undefined) return repaired;
  report(
    context,
    { expected: 'an object of job search parameters' },
    'used an empty search',
    value,
  );
  return {};
}

function repairChildren(value: unknown, context: RepairContext): MenuLink[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    report(context, { expected: 'a list of links' }, 'used an empty list', value);
    return [];
  }
  return repairLinkList(value, context, MAX_DROPDOWN_CHILDREN, false).filter(
    (child): child is MenuLink => child.linkType !== 'DROPDOWN',
  );
}

/** Repairs a list of links item by item, dropping (and reporting) what cannot be repaired. */
export function repairLinkList(
  items: readonly unknown[],
  context: RepairContext,
  maxItems: number,
  allowDropdown = true,
  allowedTypes?: readonly BlockLinkType[],
): BlockLink[] {
  const links: BlockLink[] = [];
  items.forEach((item, index) => {
    const itemContext = childContext(context, index);
    if (links.length >= maxItems) {
      report(itemContext, { tooMany: maxItems, of: 'links' }, 'dropped the link', item);
      return;
    }
    const link = repairLink(item, itemContext, { allowDropdown, allowedTypes });
    if (link !== undefined) links.push(link);
  });
  return links;
}
