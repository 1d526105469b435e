import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_BLOCKS } from './builtin-blocks';

// Tests run from the repository's root (happy-dom's import.meta.url is no file URL).
const blocksDir = join(process.cwd(), 'packages/core/src/blocks');

/** The block types with a component: a folder `<type>` holding `<type>-block.tsx`. */
const builtTypes = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((type) => readdirSync(join(blocksDir, type)).includes(`${type}-block.tsx`))
  .sort();

describe('BUILTIN_BLOCKS', () => {
  it('registers every block type that has a component', () => {
    // A component left out renders nothing on a board, while its own tests, which import the
    // module directly, still pass (the jobs per link block was left out so).
    expect(BUILTIN_BLOCKS.map((block) => block.type).sort()).toEqual(builtTypes);
  });

  it.each(builtTypes)('loads the %s block with its settings definition', async (type) => {
    const registration = BUILTIN_BLOCKS.find((block) => block.type === type);
    const module = await registration?.load();
    expect(module?.component).toBeTypeOf('function');
  });
});
