import { httpUrl } from './feed-values';
import { attributeOf, childrenOf, childText, textOf } from './xml-node';

const imageExtension = /\.(?:jpe?g|png|gif|webp|avif|svg)(?:[?#]|$)/i;
const firstImgSrc = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * The image of a feed item, by the first of: the configured element, an image enclosure,
 * media:content or media:thumbnail (also inside media:group), the first <img> of the HTML.
 * @param html the item's description or content, where an <img> may be found
 */
export function itemImage(
  item: unknown,
  html: string,
  base: URL | string,
  imageTag: string | undefined,
): string | undefined {
  const candidates = [
    ...(imageTag ? childrenOf(item, imageTag).map(elementUrl) : []),
    ...childrenOf(item, 'enclosure')
      .filter(isImageEnclosure)
      .map((node) => attributeOf(node, 'url')),
    ...childrenOf(item, 'link')
      .filter((node) => attributeOf(node, 'rel') === 'enclosure' && isImageEnclosure(node))
      .map((node) => attributeOf(node, 'href')),
    ...mediaImages(item),
    ...childrenOf(item, 'media:group').flatMap(mediaImages),
    imgSrc(html),
  ];
  for (const candidate of candidates) {
    const url = httpUrl(candidate, base);
    if (url !== undefined) return url;
  }
  return undefined;
}

function elementUrl(node: unknown): string | undefined {
  return (
    attributeOf(node, 'url') ??
    attributeOf(node, 'href') ??
    (childText(node, 'url') || textOf(node))
  );
}

/** RSS requires an enclosure type; without one, the file extension decides. */
function isImageEnclosure(node: unknown): boolean {
  const type = attributeOf(node, 'type');
  const url = attributeOf(node, 'url') ?? attributeOf(node, 'href') ?? '';
  return type === undefined ? imageExtension.test(url) : type.startsWith('image/');
}

/** media:content is an image unless its medium or type says otherwise (Media RSS). */
function mediaImages(node: unknown): (string | undefined)[] {
  const contents = childrenOf(node, 'media:content').filter((content) => {
    const medium = attributeOf(content, 'medium');
    const type = attributeOf(content, 'type');
    return (
      (medium === undefined || medium === 'image') &&
      (type === undefined || type.startsWith('image/'))
    );
  });
  return [...contents, ...childrenOf(node, 'media:thumbnail')].map((media) =>
    attributeOf(media, 'url'),
  );
}

function imgSrc(html: string): string | undefined {
  const match = firstImgSrc.exec(html);
  const src = match?.[1] ?? match?.[2] ?? match?.[3];
  return src?.replace(/&amp;/g, '&');
}
