import { type Infer, integer, object, size } from 'superstruct';
import { guardedStruct, safeIs } from './guarded-struct';
import {
  childContext,
  isRecord,
  ownEntries,
  report,
  type SettingOptions,
  settingBase,
} from './setting-base';
import type { ColumnsSetting } from './setting-spec';

const MIN_COLUMNS = 1;
const MAX_COLUMNS = 6;
const ColumnCount = size(integer(), MIN_COLUMNS, MAX_COLUMNS);

/** Columns per breakpoint: `lg` desktop, `md` tablet, `sm` mobile. */
export const Columns = guardedStruct(
  'columns',
  object({ lg: ColumnCount, md: ColumnCount, sm: ColumnCount }),
);
export type Columns = Infer<typeof Columns>;

const BREAKPOINT_KEYS = ['lg', 'md', 'sm'] as const;

export function columnsSetting(options: SettingOptions<Columns>): ColumnsSetting {
  const base = settingBase('columns', options, Columns);
  return {
    ...base,
    min: MIN_COLUMNS,
    max: MAX_COLUMNS,
    repair: (value, context) => {
      const fallback = base.defaultFor(context.locale);
      if (!isRecord(value)) {
        report(
          context,
          { expected: 'columns per breakpoint (lg, md, sm)' },
          'used the default',
          value,
        );
        return fallback;
      }
      const repaired = { ...fallback };
      for (const [key, count] of ownEntries(value)) {
        const breakpoint = BREAKPOINT_KEYS.find((known) => known === key);
        if (breakpoint === undefined) {
          report(childContext(context, key), 'Unknown breakpoint', 'dropped it', count);
        } else if (safeIs(ColumnCount, count)) {
          repaired[breakpoint] = count;
        } else {
          const expected = { from: MIN_COLUMNS, to: MAX_COLUMNS, whole: true } as const;
          report(childContext(context, key), { expected }, 'used the default', count);
        }
      }
      return repaired;
    },
  };
}
