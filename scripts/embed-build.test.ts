import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { compactCss, cssTemplatesMinified, editorTextsRemoved } from './embed-transforms';

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

describe("the embed build's style functions, compacted", () => {
  const compact = (code: string) => cssTemplatesMinified(code, (source) => parseAst(source));

  it('drops comments and whitespace, keeping combinators, calc() and media queries', () => {
    expect(
      compactCss(`
/* a note */
.r .a > :last-child, .r .b {
  margin: 0 auto;
  width: calc(100% - 16px);
}
@media (min-width: 768px) {
  .r .c :focus { outline: 2px solid red; }
}
`),
    ).toBe(
      ' .r .a > :last-child,.r .b{margin: 0 auto;width: calc(100% - 16px)}@media (min-width: 768px){.r .c :focus{outline: 2px solid red}}',
    );
  });

  it('changes only the literals of …Styles functions, and never the space after an expression', () => {
    // The source text of `${r}`, the root selector's placeholder in a style template.
    const r = ['$', '{r}'].join('');
    const source = [
      'const jobListStyles = (r) => `',
      `${r} .jb-a {`,
      '  color: red;',
      '}',
      `${r}.jb-b  .jb-c { gap: 8px; }\`;`,
      `function baseStyles(r) { if (!r) throw new Error(\`no root,  given \${r}\`); return \`${r} .x {  margin: 0;  }\`; }`,
      'const message = `keep   this {  text; }`;',
      'function useNavbarStyles() { return `keep  {  }`; }',
    ].join('\n');
    const { code, compacted } = compact(source);
    expect(compacted).toBe(4);
    expect(code).toContain(`(r) => \` ${r} .jb-a{color: red}${r}.jb-b .jb-c{gap: 8px}\`;`);
    expect(code).toContain(`return \`${r} .x{margin: 0}\``);
    expect(code).toContain('`keep   this {  text; }`');
    expect(code).toContain(`new Error(\`no root,  given ${r}\`)`);
    expect(code).toContain('`keep  {  }`');
  });

  it('gives the CSS of real style modules that compacting their whole text gives', async () => {
    for (const [path, root] of [
      ['packages/core/src/theme/base-styles.ts', 'jb-board'],
      ['packages/core/src/blocks/job-list/job-list-styles.ts', '.jb-board'],
      ['packages/core/src/blocks/shared/job-card/job-card-styles.ts', '.jb-board'],
    ] as const) {
      const { code: js } = transformSync(readFileSync(path, 'utf8'), {
        loader: 'ts',
        format: 'esm',
      });
      // Imported names (a shared z-index) become placeholders: the module runs on its own.
      const standalone = (code: string) =>
        code
          .replace(/^import \{([^}]*)\} from .*$/gm, (_line, names: string) => {
            const constants = names
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean)
              .map((name) => `${name} = ${JSON.stringify(name)}`);
            return `const ${constants.join(', ')};`;
          })
          .replace(/^import .*$/gm, '');
      const load = (code: string) =>
        import(`data:text/javascript;base64,${Buffer.from(standalone(code)).toString('base64')}`);
      const { code, compacted } = compact(js);
      expect(compacted, path).toBeGreaterThan(0);
      const [before, after] = await Promise.all([load(js), load(code)]);
      const name = Object.keys(before).find((key) => /Styles$/.test(key)) as string;
      expect(compactCss(after[name](root)), path).toBe(compactCss(before[name](root)));
      expect(after[name](root).length, path).toBeLessThan(before[name](root).length);
    }
  });
});
