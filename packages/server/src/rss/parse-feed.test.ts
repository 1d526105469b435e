import { describe, expect, it } from 'vitest';
import { parseFeed } from './parse-feed';
import { atomFeedXml, rss2Feed } from './testing/sample-feeds';

const feedUrl = new URL('https://news.example.com/feed');

describe('parseFeed with RSS 2.0', () => {
  const feed = parseFeed(rss2Feed, feedUrl);

  it('reads the channel', () => {
    expect(feed.title).toBe('Werk & Carrière');
    expect(feed.link).toBe('https://news.example.com/');
    expect(feed.items).toHaveLength(5);
  });

  it('reads title, link, description, date and image of each item', () => {
    expect(feed.items).toEqual([
      {
        title: 'Enclosure item',
        link: 'https://news.example.com/a',
        description: '<p>Eerste <b>bericht</b></p>',
        published: '2025-06-10T04:00:00.000Z',
        image: 'https://cdn.example.com/a.jpg',
      },
      {
        title: 'Media item',
        link: 'https://news.example.com/b',
        description: '<p>Escaped &amp; HTML</p>',
        published: '2025-06-11T08:30:00.000Z',
        image: 'https://cdn.example.com/b.jpg',
      },
      {
        title: 'Thumbnail item',
        link: 'https://news.example.com/c',
        description: 'Text',
        image: 'https://cdn.example.com/c.png',
      },
      {
        title: 'Image in HTML',
        link: 'https://news.example.com/d',
        description: `<p><img alt="x" src='https://cdn.example.com/d.jpg?w=1&amp;h=2'> Hallo</p>`,
        image: 'https://cdn.example.com/d.jpg?w=1&h=2',
      },
      {
        title: 'No image, unsafe link',
        link: '',
        description: '<img src="javascript:alert(1)">',
      },
    ]);
  });
});

describe('parseFeed with text in parts', () => {
  it('keeps the spaces between text and CDATA parts, and around entities', () => {
    const titles = [
      'A <![CDATA[B]]> C',
      '<![CDATA[Foo]]> bar',
      'Rock &amp; <![CDATA[Roll]]>',
      '  Tom &amp; Jerry  ',
    ];
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title> Feed </title>
      <link>https://news.example.com/</link>
      ${titles.map((title, index) => `<item>\n  <title>${title}</title>\n  <link>https://news.example.com/${index}</link>\n</item>`).join('\n')}
    </channel></rss>`;
    const feed = parseFeed(xml, feedUrl);
    expect(feed.title).toBe('Feed');
    expect(feed.items.map((item) => item.title)).toEqual([
      'A B C',
      'Foo bar',
      'Rock & Roll',
      'Tom & Jerry',
    ]);
  });
});

describe('parseFeed with Atom', () => {
  const feed = parseFeed(atomFeedXml, new URL('https://blog.example.org/atom.xml'));

  it('reads the feed and its entries', () => {
    expect(feed).toEqual({
      title: 'Atom nieuws',
      link: 'https://blog.example.org/',
      items: [
        {
          title: 'Atom entry',
          link: 'https://blog.example.org/2025/entry',
          description: '<p>Samenvatting</p>',
          published: '2025-06-12T16:30:02.000Z',
          image: 'https://blog.example.org/entry.png',
        },
        {
          title: 'Second &amp; last',
          link: 'https://blog.example.org/2025/second',
          description: '<div xmlns="http://www.w3.org/1999/xhtml">Inhoud <b>vet</b></div>',
          published: '2025-06-14T08:00:00.000Z',
        },
      ],
    });
  });
});

describe('parseFeed image sources', () => {
  const item = (inner: string) =>
    `<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>t</title><item><title>i</title><description><![CDATA[<img src="/from-html.jpg">]]></description>${inner}</item></channel></rss>`;

  it.each([
    [
      'no other source: the first img of the description',
      '',
      undefined,
      'https://x.example/from-html.jpg',
    ],
    [
      'an enclosure without type but an image extension',
      '<enclosure url="/e.webp"/>',
      undefined,
      'https://x.example/e.webp',
    ],
    [
      'an enclosure of another type',
      '<enclosure url="/e.mp3" type="audio/mpeg"/>',
      undefined,
      'https://x.example/from-html.jpg',
    ],
    [
      'media:group content',
      '<media:group><media:content url="/g.jpg"/></media:group>',
      undefined,
      'https://x.example/g.jpg',
    ],
    [
      'a configured tag with text',
      '<image>https://img.example/i.png</image>',
      'image',
      'https://img.example/i.png',
    ],
    [
      'a configured tag with url attribute',
      '<media:content url="/m.png"/><enclosure url="/e.png" type="image/png"/>',
      'media:content',
      'https://x.example/m.png',
    ],
    [
      'a configured tag with a url child',
      '<picture><url>/p.jpg</url></picture>',
      'picture',
      'https://x.example/p.jpg',
    ],
    [
      'a configured tag that is missing',
      '<enclosure url="/e.png" type="image/png"/>',
      'image',
      'https://x.example/e.png',
    ],
  ])('%s', (_name, inner, imageTag, image) => {
    const [first] = parseFeed(item(inner), new URL('https://x.example/feed'), imageTag).items;
    expect(first?.image).toBe(image);
  });
});

describe('parseFeed refuses', () => {
  it.each([
    [
      'malformed XML',
      '<rss version="2.0"><channel><title>x</channel></rss>',
      /not well-formed XML/,
    ],
    ['an HTML page', '<!doctype html><html><body><p>Hi</body></html>', /not well-formed XML/],
    ['plain text', 'hello', /not well-formed XML/],
    [
      'RSS 1.0 (RDF)',
      '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><channel/></rdf:RDF>',
      /neither an RSS 2.0 nor an Atom feed/,
    ],
    [
      'an XHTML page',
      '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
      /neither an RSS 2.0 nor an Atom feed/,
    ],
    ['rss without a channel', '<rss version="2.0"></rss>', /neither an RSS 2.0 nor an Atom feed/],
  ])('%s with 422', (_name, xml, message) => {
    expect(() => parseFeed(xml, feedUrl)).toThrow(message);
    try {
      parseFeed(xml, feedUrl);
    } catch (error) {
      expect(error).toMatchObject({ name: 'FeedError', status: 422 });
    }
  });

  it('does not expand entity bombs', () => {
    const lol = Array.from({ length: 9 }, (_, level) =>
      level === 0
        ? '<!ENTITY lol0 "lolololololololololol">'
        : `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`,
    ).join('');
    const xml = `<?xml version="1.0"?><!DOCTYPE rss [${lol}]><rss version="2.0"><channel><title>&lol8;</title></channel></rss>`;
    expect(parseFeed(xml, feedUrl).title.length).toBeLessThan(100);
  });
});
