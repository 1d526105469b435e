/** Feeds as real publishers write them, for tests. */

export const rss2Feed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Werk &amp; Carrière</title>
    <link>https://news.example.com/</link>
    <atom:link href="https://news.example.com/feed" rel="self" type="application/rss+xml"/>
    <description>Nieuws</description>
    <item>
      <title>Enclosure item</title>
      <link>https://news.example.com/a</link>
      <description><![CDATA[<p>Eerste <b>bericht</b></p>]]></description>
      <pubDate>Tue, 10 Jun 2025 04:00:00 GMT</pubDate>
      <enclosure url="https://cdn.example.com/a.jpg" length="1000" type="image/jpeg"/>
    </item>
    <item>
      <title>Media item</title>
      <link>/b</link>
      <description>&lt;p&gt;Escaped &amp;amp; HTML&lt;/p&gt;</description>
      <pubDate>Wed, 11 Jun 2025 10:30:00 +0200</pubDate>
      <enclosure url="https://cdn.example.com/b.mp3" length="1000" type="audio/mpeg"/>
      <media:content url="https://cdn.example.com/b.mp4" medium="video"/>
      <media:content url="https://cdn.example.com/b.jpg" medium="image"/>
    </item>
    <item>
      <title>Thumbnail item</title>
      <guid>https://news.example.com/c</guid>
      <description>Text</description>
      <media:thumbnail url="https://cdn.example.com/c.png"/>
    </item>
    <item>
      <title>Image in HTML</title>
      <link>https://news.example.com/d</link>
      <guid isPermaLink="false">d-1</guid>
      <description><![CDATA[<p><img alt="x" src='https://cdn.example.com/d.jpg?w=1&amp;h=2'> Hallo</p>]]></description>
      <pubDate>not a date</pubDate>
    </item>
    <item>
      <title>No image, unsafe link</title>
      <link>javascript:alert(1)</link>
      <guid isPermaLink="false">https://news.example.com/e</guid>
      <description><![CDATA[<img src="javascript:alert(1)">]]></description>
    </item>
  </channel>
</rss>`;

export const atomFeedXml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <title type="text">Atom nieuws</title>
  <link rel="self" href="https://blog.example.org/atom.xml"/>
  <link href="https://blog.example.org/"/>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <updated>2025-06-12T18:30:02Z</updated>
  <entry>
    <title>Atom entry</title>
    <link rel="alternate" type="text/html" href="https://blog.example.org/2025/entry"/>
    <link rel="enclosure" type="image/png" href="https://blog.example.org/entry.png"/>
    <id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id>
    <published>2025-06-12T18:30:02+02:00</published>
    <updated>2025-06-13T08:00:00Z</updated>
    <summary type="html">&lt;p&gt;Samenvatting&lt;/p&gt;</summary>
  </entry>
  <entry>
    <title type="html">Second &amp;amp; last</title>
    <link href="/2025/second"/>
    <updated>2025-06-14T08:00:00Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Inhoud <b>vet</b></div></content>
  </entry>
</feed>`;
