import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { editorTextsRemoved } from '../rollup.config';

const strip = (code: string) => editorTextsRemoved(code, (source) => parseAst(source));

describe("the embed build's block definitions without editor texts", () => {
  it('empties the titles and descriptions of defineBlock and setting calls', () => {
    const { code, removed } = strip(`
      export const block = defineBlock({
        type: 'faq',
        title: 'FAQ',
        description: \`Questions and answers.\`,
        settings: {
          title: setting.text({ tab: 'content', title: 'Title', description: 'Above it.', default: 'FAQ' }),
          layout: setting.select({ tab: 'layout', title: 'Layout', allowed: ['a'], default: 'a' }),
        },
      });
    `);
    expect(removed).toBe(5);
    expect(code).toContain("type: 'faq'");
    expect(code).toContain("title: setting.text({ tab: 'content', title: '', description: ''");
    expect(code).toContain("default: 'FAQ'");
    expect(code).not.toMatch(/Questions|Layout'|Above/);
  });

  it('keeps default values, other calls and computed texts', () => {
    const source = `
      const links = appLink({ title: 'Jobs' });
      const reviews = setting.list({ tab: 'content', title: \`\${prefix} reviews\`,
        default: [{ title: 'Great place', description: 'Kept' }] });
    `;
    const { code, removed } = strip(source);
    expect(removed).toBe(0);
    expect(code).toBe(source);
  });

  it('leaves every built-in definition parseable with its types and defaults', () => {
    for (const name of ['navbar', 'job-list', 'reviews', 'footer']) {
      const path = `packages/schema/src/blocks/definitions/${name}.ts`;
      const { code: js } = transformSync(readFileSync(path, 'utf8'), { loader: 'ts' });
      const { code, removed } = strip(js);
      expect(removed, name).toBeGreaterThan(5);
      expect(() => parseAst(code), name).not.toThrow();
      expect(code, name).toContain(`type: "${name}"`);
    }
  });
});
