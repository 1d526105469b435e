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

// Every style rule of the CSS text, in order, as its selectors and its declarations as written
// (happy-dom's parser drops properties it does not know, such as letter-spacing).
function rulesOf(css: string): { selectors: string[]; declarations: string }[] {
  return Array.from(css.matchAll(/([^{}]+)\{([^{}]*)\}/g), ([, selectors = '', body = '']) => ({
    selectors: splitSelectorList(selectors.replace(/\s+/g, ' ')),
    declarations: body.replace(/\s+/g, ' '),
  }));
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
      '.jb-board :is(li, a)::before',
      '.jb-board :focus-visible',
      '.jb-board .jb-button',
      '.jb-board .jb-input',
      '.jb-board a',
    ]) {
      expect(selectors).toContain(expected);
    }
    expect(selectors.some((s) => s.startsWith('.jb-board .jb-visually-hidden'))).toBe(true);
  });

  it('keeps a phone number link on one line (one tap target)', () => {
    const rule = rulesOf(css).find((each) =>
      each.selectors.some((selector) => selector.endsWith('.jb-board a[href^="tel:"]')),
    );
    expect(rule?.declarations).toContain('white-space: nowrap');
  });

  describe('against host rules on element names (li { float: left }, h1 { font-family: Impact })', () => {
    const rules = rulesOf(css);
    const resets = rules.filter((rule) => rule.declarations.includes('revert'));
    const indexOf = (selector: string) =>
      rules.findIndex((rule) => rule.selectors.includes(selector));

    it('resets the inherited text properties on the root', () => {
      const root = rules.find((rule) => rule.selectors.includes('.jb-board'))?.declarations ?? '';
      for (const declaration of [
        'letter-spacing: normal',
        'word-spacing: normal',
        'text-transform: none',
        'text-indent: 0',
        'text-shadow: none',
        'font-style: normal',
        'font-weight: 400',
        'white-space: normal',
        'float: none',
      ]) {
        expect(root).toContain(declaration);
      }
    });

    it('reverts the box and text properties of bare elements at specificity 0,1,1', () => {
      const boxAndText = resets.find((rule) => rule.declarations.includes('float: revert'));
      for (const property of [
        'margin',
        'padding',
        'border',
        'background',
        'font',
        'text-transform',
      ]) {
        expect(boxAndText?.declarations).toContain(`${property}: revert`);
      }
      for (const rule of resets.filter((reset) => !reset.selectors[0]?.includes('::'))) {
        // One class and an :is() of element names: 0,1,1, above a host's li (0,0,1), below the
        // board's own .jb-board .jb-x (0,2,0). A :where() would make it 0,1,0.
        expect(rule.selectors).toHaveLength(1);
        expect(rule.selectors[0]).toMatch(/^\.jb-board :is\([a-z0-9]+(, [a-z0-9]+)*\)$/);
      }
      for (const element of ['li', 'nav', 'span', 'svg', 'button', 'h1', 'img', 'td']) {
        expect(boxAndText?.selectors[0]).toMatch(new RegExp(`[(, ]${element}[,)]`));
      }
    });

    it('leaves the sizes of elements with width and height attributes, and SVG paint, alone', () => {
      const sized = resets.filter((rule) =>
        /(^|[ ;])(width|height): revert/.test(rule.declarations),
      );
      expect(sized.length).toBeGreaterThan(0);
      for (const rule of sized) {
        expect(rule.selectors[0]).not.toMatch(/[(, ](img|svg|video|iframe|table|td|th)[,)]/);
      }
      expect(css).not.toMatch(/\b(all|fill|stroke):/);
    });

    it('puts its own element rules after the resets, so that they win', () => {
      const lastReset = Math.max(...resets.map((reset) => rules.indexOf(reset)));
      for (const selector of [
        '.jb-board :is(h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote)',
        '.jb-board h1',
        '.jb-board a',
      ]) {
        expect(indexOf(selector)).toBeGreaterThan(lastReset);
      }
    });
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
