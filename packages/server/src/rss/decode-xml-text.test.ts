import { describe, expect, it } from 'vitest';
import { decodeXmlText } from './decode-xml-text';

describe('decodeXmlText', () => {
  it.each([
    ['plain', 'plain'],
    ['&lt;p&gt;A &amp;amp; B&lt;/p&gt;', '<p>A &amp; B</p>'],
    ['&quot;q&quot; &apos;a&apos;', `"q" 'a'`],
    ['&#233;t&#xE9; &#x1F600;', 'été 😀'],
    ['<![CDATA[<b>&amp;</b>]]> &amp; <![CDATA[x]]>', '<b>&amp;</b> & x'],
    ['&nbsp; &unknown; &#x110000;', '&nbsp; &unknown; &#x110000;'],
  ])('%j -> %j', (raw, text) => {
    expect(decodeXmlText(raw)).toBe(text);
  });
});
