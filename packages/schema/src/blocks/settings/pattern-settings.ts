import { define, pattern, size, string } from 'superstruct';
import { PAGE_TYPES, type PageType } from '../../pages/page-type';
import type { Expectation } from '../problem-text';
import {
  ABSOLUTE_URL_PATTERN,
  COLOR_PATTERN,
  EMAIL_PATTERN,
  GRADIENT_PATTERN,
  IMAGE_PATTERN,
  SIZE_PATTERN,
  URL_PATTERN,
} from './patterns';
import { repairByStruct, type SettingOptions, settingBase } from './setting-base';
import type { PatternSetting, PatternSettingType, SettingStruct } from './setting-spec';

interface PatternKind {
  struct: SettingStruct<string>;
  maxLength: number;
  expected: Expectation;
  example: string;
}

function patternKind(
  regexp: RegExp,
  maxLength: number,
  expected: Expectation,
  example: string,
): PatternKind {
  return { struct: pattern(size(string(), 0, maxLength), regexp), maxLength, expected, example };
}

function patternSetting<Type extends PatternSettingType>(
  type: Type,
  kind: PatternKind,
  options: SettingOptions<string>,
): PatternSetting<Type> {
  const base = settingBase(type, options, kind.struct);
  return {
    ...base,
    maxLength: kind.maxLength,
    example: kind.example,
    repair: repairByStruct(base.struct, kind.expected, base.defaultFor),
  };
}

const COLOR = patternKind(
  COLOR_PATTERN,
  100,
  'a colour such as #1a73e8 or rgb(0, 0, 0), or empty',
  '#1a73e8',
);
const GRADIENT = patternKind(
  GRADIENT_PATTERN,
  500,
  'a linear-gradient(...) or radial-gradient(...), or empty',
  'linear-gradient(90deg, #1a73e8, #0b3d91)',
);
const SIZE = patternKind(SIZE_PATTERN, 20, 'a size such as 40px, 2rem or 5%', '40px');
const IMAGE = patternKind(
  IMAGE_PATTERN,
  2000,
  'an http(s) address or a path starting with /, or empty',
  'https://cdn.example.com/image.png',
);
const URL = patternKind(
  URL_PATTERN,
  2000,
  'an http(s) address, a path starting with /, #anchor, mailto: or tel:, or empty',
  'https://example.com',
);
const ABSOLUTE_URL = patternKind(
  ABSOLUTE_URL_PATTERN,
  2000,
  'an http(s) address, or empty',
  'https://example.com/feed.xml',
);
const EMAIL = patternKind(EMAIL_PATTERN, 254, 'an email address, or empty', 'jobs@example.com');

export function colorSetting(options: SettingOptions<string>): PatternSetting<'color'> {
  return patternSetting('color', COLOR, options);
}

export function gradientSetting(options: SettingOptions<string>): PatternSetting<'gradient'> {
  return patternSetting('gradient', GRADIENT, options);
}

export function sizeSetting(options: SettingOptions<string>): PatternSetting<'size'> {
  return patternSetting('size', SIZE, options);
}

export function imageSetting(options: SettingOptions<string>): PatternSetting<'image'> {
  return patternSetting('image', IMAGE, options);
}

export interface UrlSettingOptions extends SettingOptions<string> {
  /** Only absolute http(s) addresses, for addresses fetched by the server such as feeds. */
  absolute?: boolean;
}

export function urlSetting(options: UrlSettingOptions): PatternSetting<'url'> {
  return patternSetting('url', options.absolute ? ABSOLUTE_URL : URL, options);
}

export function emailSetting(options: SettingOptions<string>): PatternSetting<'email'> {
  return patternSetting('email', EMAIL, options);
}

/** A page type id such as `p-job-list`. */
export const PageId = define<PageType>('pageId', (value) =>
  (PAGE_TYPES as readonly unknown[]).includes(value),
);

export function pageIdSetting(options: SettingOptions<string>): PatternSetting<'pageId'> {
  return patternSetting(
    'pageId',
    {
      struct: PageId,
      maxLength: 50,
      expected: 'a page type id such as "p-job-list"',
      example: 'p-job-list',
    },
    options,
  );
}
