import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';

const MAX_CELLS = 24;

export const htmlGridBlock = defineBlock({
  type: 'html-grid',
  title: 'HTML grid',
  description: 'A grid of HTML cells.',
  group: 'content',
  icon: 'grid-3x3',
  settings: {
    numberOfCells: setting.number({
      tab: 'layout',
      title: 'Number of cells',
      min: 1,
      max: MAX_CELLS,
      default: 3,
    }),
    perRow: setting.number({ tab: 'layout', title: 'Cells per row', min: 1, max: 6, default: 3 }),
    columnGap: setting.size({ tab: 'layout', title: 'Column gap', default: '40px' }),
    rowGap: setting.size({ tab: 'layout', title: 'Row gap', default: '30px' }),
    cellsContent: setting.list({
      tab: 'content',
      title: 'Cells',
      description: 'The first "number of cells" cells are shown; missing ones stay empty.',
      maxItems: MAX_CELLS,
      itemLabel: 'html',
      fields: { html: setting.html({ tab: 'content', title: 'HTML', default: '' }) },
      default: [{ html: '' }, { html: '' }, { html: '' }],
    }),
    backgroundImage: setting.image({ tab: 'design', title: 'Background image', default: '' }),
    backgroundColor: setting.color({ tab: 'design', title: 'Background colour', default: '' }),
    backgroundOpacity: setting.number({
      tab: 'design',
      title: 'Background opacity',
      min: 0,
      max: 100,
      unit: '%',
      default: 100,
    }),
    textColor: setting.color({ tab: 'design', title: 'Text colour', default: '' }),
  },
});
