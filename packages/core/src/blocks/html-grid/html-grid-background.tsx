import type { CSSProperties } from 'react';

export interface HtmlGridBackgroundProps {
  /** An http(s) address or a root path; empty for none. */
  image: string;
  /** A CSS colour; empty for none. */
  color: string;
  /** 0 to 100. */
  opacity: number;
}

// Quotes, backslashes and line breaks would end the url() token early.
function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n\r]/g, (character) => encodeURIComponent(character))}")`;
}

/** The grid's background image and colour, faded by the opacity without fading the cells. */
export function HtmlGridBackground({ image, color, opacity }: HtmlGridBackgroundProps) {
  if (!image && !color) return null;
  const style: CSSProperties = { opacity: opacity / 100 };
  if (color) style.backgroundColor = color;
  if (image) style.backgroundImage = cssUrl(image);
  return <div className="jb-html-grid__background" aria-hidden="true" style={style} />;
}
