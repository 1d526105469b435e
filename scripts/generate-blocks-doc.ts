/**
 * Writes docs/blocks.md from the block catalogue of @jobboard/schema, so the reference can never
 * drift from the code. `--check` writes nothing and exits 1 when the file is not what it would
 * write (CI runs it).
 *
 *   npx tsx --conditions=source scripts/generate-blocks-doc.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BLOCK_GROUPS,
  BLOCK_TYPES,
  type BlockDefinition,
  type BlockSettingDefinition,
  blockCatalogue,
  LINK_ICON_NAMES,
  SUPPORTED_LOCALES,
} from '@jobboard/schema';
import { BLOCK_DOC_NOTES } from './block-doc-notes';

const DOC_PATH = fileURLToPath(new URL('../docs/blocks.md', import.meta.url));

/** Defaults longer than this (as JSON) move out of the table into their own code block. */
const MAX_INLINE_DEFAULT = 60;
/** Texts read well inline for longer. */
const MAX_INLINE_TEXT = 160;

const SETTING_TYPES: readonly [string, string][] = [
  ['text', 'Plain text; an empty string is valid.'],
  ['html', 'Rich text stored as HTML, rendered only through the sanitizer.'],
  ['number', 'A number within its bounds (whole unless said otherwise).'],
  ['boolean', '`true` or `false`.'],
  ['select', 'One of the allowed values.'],
  ['multiSelect', 'Any of the allowed values, each at most once.'],
  ['order', 'Every allowed value exactly once, in display order.'],
  ['color', 'A CSS colour (`#hex`, `rgb()`, `hsl()`, a name or `var(--…)`); empty uses the theme.'],
  ['gradient', 'A CSS `linear-gradient()` or `radial-gradient()`; empty for none.'],
  ['size', 'A CSS length such as `40px`, `2rem` or `5%`.'],
  [
    'image',
    'An http(s) address, a path starting with `/` or an image data URL (`data:image/png;base64,…`, SVG too); empty for none.',
  ],
  [
    'url',
    'An http(s) address, a path starting with `/`, `#anchor`, `mailto:` or `tel:`; empty for none.',
  ],
  ['email', 'An email address; empty for none.'],
  ['pageId', 'A page type id such as `p-job-list`.'],
  ['ids', 'Positive whole ids, in order, without repeats.'],
  [
    'jobQuery',
    'Job search parameters keyed as in the query string, e.g. `{"location_name": "Utrecht", "in[segment_ids]": [4]}`; a value may also be written as in the query string (`"4,5"`, `"3"`, `"true"`).',
  ],
  ['columns', 'Columns per breakpoint: `{"lg": 3, "md": 2, "sm": 1}`.'],
  ['link', 'One link (see *Links* below).'],
  ['links', 'A list of links (see *Links* below).'],
  ['list', 'A list of items, each with the fields listed under the block.'],
];

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function code(value: unknown): string {
  return `\`${JSON.stringify(value)}\``;
}

function describeType(definition: BlockSettingDefinition): string {
  switch (definition.type) {
    case 'number': {
      const unit = definition.unit ? ` ${definition.unit}` : '';
      const kind = definition.integer ? 'whole ' : '';
      return `number (${kind}${definition.min}–${definition.max}${unit})`;
    }
    case 'text':
      return definition.multiline
        ? `text (multi-line, ≤ ${definition.maxLength})`
        : `text (≤ ${definition.maxLength})`;
    case 'multiSelect':
      return definition.minItems > 0
        ? `multiSelect (at least ${definition.minItems})`
        : 'multiSelect';
    case 'list':
      return `list (≤ ${definition.maxItems} items)`;
    case 'links':
      return definition.linkTypes
        ? `links (≤ ${definition.maxItems}; ${definition.linkTypes.map((type) => `\`${type}\``).join(', ')})`
        : `links (≤ ${definition.maxItems})`;
    default:
      return definition.type;
  }
}

function describeAllowed(definition: BlockSettingDefinition): string {
  switch (definition.type) {
    case 'select':
    case 'multiSelect':
    case 'order':
    case 'jobQuery':
      return definition.allowed.map((value) => code(value)).join(', ');
    case 'color':
    case 'gradient':
    case 'size':
    case 'image':
    case 'url':
    case 'email':
    case 'pageId':
      return `e.g. \`${definition.example}\``;
    case 'columns':
      return `${definition.min}–${definition.max} per breakpoint`;
    default:
      return '';
  }
}

/** The default per supported locale, collapsed to one value when every locale has the same. */
function defaultsByLocale(definition: BlockSettingDefinition): [string, string][] {
  const values = SUPPORTED_LOCALES.map((locale): [string, string] => [
    locale,
    JSON.stringify(definition.defaultFor(locale)),
  ]);
  return new Set(values.map(([, value]) => value)).size === 1
    ? [['', values[0]?.[1] ?? '']]
    : values;
}

function isLong(defaults: [string, string][]): boolean {
  return defaults.some(([, value]) =>
    value.startsWith('"') ? value.length > MAX_INLINE_TEXT : value.length > MAX_INLINE_DEFAULT,
  );
}

function defaultCell(definition: BlockSettingDefinition, anchor: string): string {
  const defaults = defaultsByLocale(definition);
  if (isLong(defaults)) return `see [below](#${anchor})`;
  return defaults
    .map(([locale, value]) => (locale === '' ? `\`${value}\`` : `${locale}: \`${value}\``))
    .join('<br>');
}

function settingsTable(
  definitions: readonly BlockSettingDefinition[],
  anchorPrefix: string,
): string[] {
  const lines = [
    '| Key | Tab | Type | Default | Allowed values | Description |',
    '|---|---|---|---|---|---|',
  ];
  for (const definition of definitions) {
    const anchor = `${anchorPrefix}-${definition.key}-default`.toLowerCase();
    const description = definition.description
      ? `${definition.title}: ${definition.description}`
      : definition.title;
    lines.push(
      `| \`${definition.key}\` | ${definition.tab} | ${cell(describeType(definition))} | ${cell(defaultCell(definition, anchor))} | ${cell(describeAllowed(definition))} | ${cell(description)} |`,
    );
  }
  return lines;
}

function longDefaults(
  definitions: readonly BlockSettingDefinition[],
  anchorPrefix: string,
): string[] {
  const lines: string[] = [];
  for (const definition of definitions) {
    const defaults = defaultsByLocale(definition);
    if (!isLong(defaults)) continue;
    const anchor = `${anchorPrefix}-${definition.key}-default`.toLowerCase();
    lines.push('', `<a id="${anchor}"></a>Default of \`${definition.key}\``);
    for (const [locale, value] of defaults) {
      const parsed: unknown = JSON.parse(value);
      lines.push(
        '',
        ...(locale === '' ? [] : [`${locale}:`, '']),
        '```json',
        JSON.stringify(parsed, null, 2),
        '```',
      );
    }
  }
  return lines;
}

function blockSection(block: BlockDefinition): string[] {
  const group =
    BLOCK_GROUPS.find((candidate) => candidate.id === block.group)?.title ?? block.group;
  const lines = [
    `## \`${block.type}\` — ${block.title}`,
    '',
    BLOCK_DOC_NOTES[block.type] ?? block.description,
    '',
    `Group: ${group} · Icon: \`${block.icon}\` · ${block.isGlobal ? 'Global: settings shared across pages by block key' : 'Per page'}`,
    '',
  ];
  if (block.settings.length === 0) return [...lines, 'No settings.', ''];
  lines.push(...settingsTable(block.settings, block.type));
  for (const definition of block.settings) {
    if (definition.type !== 'list') continue;
    lines.push('', `Fields of each \`${definition.key}\` item:`, '');
    lines.push(...settingsTable(definition.fields, `${block.type}-${definition.key}`));
    lines.push(...longDefaults(definition.fields, `${block.type}-${definition.key}`));
  }
  lines.push(...longDefaults(block.settings, block.type), '');
  return lines;
}

export function renderBlocksDoc(): string {
  const lines = [
    '# Block catalogue',
    '',
    '<!-- Generated by scripts/generate-blocks-doc.ts from @jobboard/schema; do not edit. Run `npm run docs:blocks` after changing the catalogue. -->',
    '',
    `Every block type of a board, with every setting: its key in the stored settings, the editor tab it sits on, its type, its default and its allowed values. ${BLOCK_TYPES.length} block types.`,
    '',
    'Block settings are stored per block and per locale (`BlockSettings.settings`). Texts are stored as plain strings in the settings of their locale, so their defaults differ per locale (nl, en-US, ro; other locales get the nl texts). `parseBlockSettings(type, raw, locale)` reads stored settings (an object or its JSON text; the board reads the settings of a site in either form): missing keys get their default, a bad value is replaced by its default, list items and links are repaired or dropped one by one, unknown keys are dropped, and each change is reported as a problem. It never throws.',
    '',
    "The HTML texts of the html, html grid, call to action, text with image and FAQ blocks and of the footer's HTML columns, and the terms texts of the apply form and the registration, take the job board's placeholders: `#key#` becomes the value of the configuration's placeholder with that key (`job_boards[].placeholders`), as text; an unknown key stays as written. `#terms_url#` and `#privacy_url#` are the addresses of the site's terms and privacy pages in the board's language and routing mode (`<a href=\"#terms_url#\">`), unless the configuration has placeholders of those names.",
    '',
    '## Setting types',
    '',
    '| Type | Holds |',
    '|---|---|',
    ...SETTING_TYPES.map(([type, holds]) => `| \`${type}\` | ${cell(holds)} |`),
    '',
    '## Links',
    '',
    'A link has a `linkType`, a `name` (its text in the locale of the settings) and optionally `icon`, `isButton`, `buttonType` (`primary`, `secondary`, `plain`, `info`) and `targetBlank`.',
    '',
    `An \`icon\` is one of the glyphs the renderer draws before the link's name (lucide names; \`home\` is the old name of \`house\`): ${LINK_ICON_NAMES.map((name) => `\`${name}\``).join(', ')}. Another stored name is dropped when the settings are read.`,
    '',
    'Per type:',
    '',
    '| linkType | Fields |',
    '|---|---|',
    '| `CUSTOM_LINK` | `link`: an address (as the `url` type) |',
    '| `SOCIAL_LINK` | `socialType` (`FACEBOOK`, `TWITTER`, `LINKED_IN`) and `link` |',
    '| `APP_LINK` | `pageId`: a page type id such as `p-job-list` |',
    '| `JOB_LINK` | `jobQuery`: job search parameters, e.g. `{"location_name": "Utrecht"}` |',
    '| `DROPDOWN` | `children`: links of the other types |',
    '',
    '## Blocks by group',
    '',
  ];
  for (const group of BLOCK_GROUPS) {
    const types = BLOCK_TYPES.filter((type) => blockCatalogue[type].group === group.id);
    lines.push(`- ${group.title}: ${types.map((type) => `[\`${type}\`](#${type})`).join(', ')}`);
  }
  lines.push('');
  for (const type of BLOCK_TYPES) {
    lines.push(`<a id="${type}"></a>`, '', ...blockSection(blockCatalogue[type]));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function main(): void {
  const expected = renderBlocksDoc();
  if (!process.argv.includes('--check')) {
    writeFileSync(DOC_PATH, expected);
    console.log(`Wrote ${DOC_PATH}`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(DOC_PATH, 'utf8');
  } catch {
    // A missing file is reported like an outdated one below.
  }
  if (current === expected) {
    console.log('docs/blocks.md is up to date with the block catalogue.');
    return;
  }
  console.error(
    'docs/blocks.md is out of date with the block catalogue of @jobboard/schema.\n' +
      'Run `npm run docs:blocks` (or `npx tsx --conditions=source scripts/generate-blocks-doc.ts`) and commit docs/blocks.md.',
  );
  process.exitCode = 1;
}

main();
