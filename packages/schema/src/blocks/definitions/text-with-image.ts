import { defineBlock } from '../define-block';
import { BACKGROUND_SIZES } from '../options';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const textWithImageBlock = defineBlock({
  type: 'text-with-image',
  title: 'Text with image',
  description: 'A header and text beside an image, or over it as a poster.',
  group: 'content',
  icon: 'image',
  settings: {
    headerText: setting.text({ tab: 'content', title: 'Header', default: defaultText('about') }),
    text: setting.html({ tab: 'content', title: 'Text', default: defaultText('aboutText') }),
    image: setting.image({ tab: 'content', title: 'Image', default: '' }),
    layout: setting.select({
      tab: 'layout',
      title: 'Layout',
      description: 'poster puts the text over the image; card and card-container beside it.',
      allowed: ['poster', 'card', 'card-container'],
      default: 'card',
    }),
    imagePosition: setting.select({
      tab: 'layout',
      title: 'Image position',
      allowed: ['left', 'right'],
      default: 'left',
    }),
    verticalPosition: setting.select({
      tab: 'layout',
      title: 'Vertical text position',
      allowed: ['start', 'center', 'bottom'],
      default: 'center',
    }),
    fullHeight: setting.boolean({ tab: 'layout', title: 'Full window height', default: false }),
    backgroundSize: setting.select({
      tab: 'design',
      title: 'Background size',
      allowed: BACKGROUND_SIZES,
      default: 'cover',
    }),
    backgroundColor: setting.color({ tab: 'design', title: 'Background colour', default: '' }),
    backgroundGradient: setting.gradient({
      tab: 'design',
      title: 'Background gradient',
      default: '',
    }),
    textColor: setting.color({ tab: 'design', title: 'Text colour', default: '' }),
  },
});
