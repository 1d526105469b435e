import { describe, expect, it } from 'vitest';
import { baseStyles } from './base-styles';

// Splits a selector list at its top-level commas (not those inside `:where(...)`).
function splitSelectorList(selectorText: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selectorText) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      selectors.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  selectors.push(current.trim());
  return selectors;
}

// Every selector of a style sheet, nested rules (@media) included.
function selectorsOf(css: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const walk = (rules: CSSRuleList): string[] =>
    Array.from(rules).flatMap((rule) => {
      if (rule instanceof CSSStyleRule) return splitSelectorList(rule.selectorText);
      if ('cssRules' in rule) return walk((rule as CSSGroupingRule).cssRules);
      return [];
    });
  return walk(sheet.cssRules);
}

function unscoped(css: string, rootClass: string): string[] {
  const scope = new RegExp(`^\\.${rootClass}(?![\\w-])`);
  return selectorsOf(css).filter((selector) => !scope.test(selector));
}

describe('baseStyles', () => {
  const css = baseStyles('jb-board');

  it('scopes every selector under the root class', () => {
    const selectors = selectorsOf(css);
    expect(selectors.length).toBeGreaterThan(30);
    expect(unscoped(css, 'jb-board')).toEqual([]);
  });

  it('finds selectors outside the scope (the check itself)', () => {
    const leaky = `${css}\nbody { margin: 0 }\n.jb-boarder a, .jb-board p { color: red }`;
    expect(unscoped(leaky, 'jb-board')).toEqual(['body', '.jb-boarder a']);
  });

  it('covers the box-sizing reset, focus outlines, buttons, inputs, links and visually-hidden', () => {
    const selectors = selectorsOf(css);
    for (const expected of [
      '.jb-board *',
      '.jb-board *::before',
      '.jb-board :focus-visible',
      '.jb-board .jb-button',
      '.jb-board .jb-input',
      '.jb-board a',
    ]) {
      expect(selectors).toContain(expected);
    }
    expect(selectors.some((s) => s.startsWith('.jb-board .jb-visually-hidden'))).toBe(true);
  });

  it('sizes in px, never rem or em, since host pages change the root font size', () => {
    expect(css).not.toMatch(/\d(r?em)\b/);
  });

  it('takes its colours and font from the --jb- custom properties', () => {
    for (const name of ['--jb-primary', '--jb-on-primary', '--jb-font', '--jb-max-width']) {
      expect(css).toContain(`var(${name}`);
    }
  });

  it.each(['board', 'jb-', 'jb-a b', 'jb-x{}body', ''])(
    'refuses the root class %j',
    (rootClass) => {
      expect(() => baseStyles(rootClass)).toThrow(/jb-/);
    },
  );
});
