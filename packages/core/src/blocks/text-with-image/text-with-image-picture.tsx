import type { BlockSettingsOf } from '@jobboard/schema';

type Settings = BlockSettingsOf<'text-with-image'>;

/** `backgroundSize` as the image's `object-fit`: `auto` keeps the image's own size. */
const OBJECT_FIT = { auto: 'none', contain: 'contain', cover: 'cover' } as const;

export interface TextWithImagePictureProps {
  src: string;
  size: Settings['backgroundSize'];
  position: Settings['imagePosition'];
  className: string;
}

/**
 * The block's image, decorative (the header and text carry the content): sized as
 * `backgroundSize` says and anchored on the `imagePosition` side.
 */
export function TextWithImagePicture({
  src,
  size,
  position,
  className,
}: TextWithImagePictureProps) {
  return (
    <div className={className}>
      <img
        loading="lazy"
        src={src}
        alt=""
        style={{ objectFit: OBJECT_FIT[size], objectPosition: `${position} center` }}
      />
    </div>
  );
}
