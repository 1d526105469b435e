import { describe, expect, it } from 'vitest';
import { cutDescription, DESCRIPTION_LENGTH, plainText } from './meta-description';

describe('plainText', () => {
  it('drops tags, parting the words of block elements', () => {
    expect(
      plainText('<h2>Title</h2><p>First <b>bold</b> line.</p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('Title First bold line. a b');
  });

  it('drops the content of scripts and styles', () => {
    expect(plainText('<style>p{color:red}</style><p>Text</p><script>alert(1)</script>')).toBe(
      'Text',
    );
  });

  it('reads named and numeric character references, keeping unknown ones', () => {
    expect(plainText('a &amp; b &lt;c&gt; &quot;d&quot; &#233; &#x1F600; &nbsp;e &bogus;')).toBe(
      'a & b <c> "d" é 😀 e &bogus;',
    );
  });

  it('keeps a reference to no character as it is', () => {
    expect(plainText('&#0; &#x110000;')).toBe('&#0; &#x110000;');
  });
});

describe('cutDescription', () => {
  it('collapses white space and keeps a short text whole', () => {
    expect(cutDescription('  one\n two\t three ')).toBe('one two three');
  });

  it('cuts a long text at a word, with an ellipsis, to at most the length search engines show', () => {
    const text = `${'word '.repeat(60)}end`;
    const cut = cutDescription(text);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('cuts one long word where it must', () => {
    const cut = cutDescription('x'.repeat(400));
    expect(cut).toBe(`${'x'.repeat(DESCRIPTION_LENGTH - 1)}…`);
  });
});
