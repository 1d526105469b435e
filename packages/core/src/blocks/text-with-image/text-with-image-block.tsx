import type { BlockSettingsOf } from '@jobboard/schema';
import type { CSSProperties } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { SafeHtml } from '../../html/safe-html';
import { withBoardPlaceholders } from '../shared/board-placeholders';
import { TextWithImagePicture } from './text-with-image-picture';
import { useTextWithImageStyles } from './use-text-with-image-styles';

type TextWithImageSettings = BlockSettingsOf<'text-with-image'>;

function sectionClasses(settings: TextWithImageSettings): string {
  const classes = [
    'jb-text-image',
    `jb-text-image--${settings.layout}`,
    `jb-text-image--image-${settings.imagePosition}`,
    `jb-text-image--text-${settings.verticalPosition}`,
  ];
  if (settings.fullHeight) classes.push('jb-text-image--full-height');
  return classes.join(' ');
}

/**
 * A header and text (sanitized HTML) beside an image (`card` full width, `card-container` within
 * the contained width, the image on the `imagePosition` side) or over it (`poster`). The text
 * sits at the top, centre or bottom (`verticalPosition`); `fullHeight` makes the block as tall as
 * the window. Colours and the gradient are the admin's; empty ones use the theme.
 */
export const component: BlockModule<TextWithImageSettings>['component'] = ({
  settings,
  context,
}) => {
  useTextWithImageStyles();
  const poster = settings.layout === 'poster';
  // The catalogue only lets CSS colours and gradients through, so they are safe inline.
  const style: CSSProperties = {};
  if (settings.backgroundColor) style.backgroundColor = settings.backgroundColor;
  if (settings.textColor) style.color = settings.textColor;
  // On a poster the image covers the background, so the gradient goes over the image instead.
  if (settings.backgroundGradient && !poster) style.backgroundImage = settings.backgroundGradient;

  const picture = settings.image ? (
    <TextWithImagePicture
      src={settings.image}
      size={settings.backgroundSize}
      position={settings.imagePosition}
      className={poster ? 'jb-text-image__backdrop' : 'jb-text-image__media'}
    />
  ) : null;
  const content = (
    <div className="jb-text-image__content">
      {settings.headerText ? (
        <h2 className="jb-text-image__header">{settings.headerText}</h2>
      ) : null}
      <SafeHtml
        html={withBoardPlaceholders(settings.text, context)}
        className="jb-text-image__text"
      />
    </div>
  );

  if (poster) {
    return (
      <section className={sectionClasses(settings)} style={style}>
        {picture}
        {settings.backgroundGradient ? (
          <div
            className="jb-text-image__overlay"
            style={{ backgroundImage: settings.backgroundGradient }}
          />
        ) : null}
        <div className="jb-contained jb-text-image__poster">{content}</div>
      </section>
    );
  }
  const gridClass =
    settings.layout === 'card-container'
      ? 'jb-contained jb-text-image__grid'
      : 'jb-text-image__grid';
  return (
    <section className={sectionClasses(settings)} style={style}>
      <div className={picture ? gridClass : `${gridClass} jb-text-image__grid--text-only`}>
        {settings.imagePosition === 'left' ? picture : null}
        {content}
        {settings.imagePosition === 'right' ? picture : null}
      </div>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { textWithImageBlock as definition } from '@jobboard/schema';
