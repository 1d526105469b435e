import { defineBlock } from '../define-block';
import { JOBS_LAYOUTS } from '../options';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const productsBlock = defineBlock({
  type: 'products',
  title: 'Products',
  description: 'The job posting products employers can order, as cards or a list.',
  group: 'employers',
  icon: 'shopping-cart',
  settings: {
    title: setting.text({ tab: 'content', title: 'Title', default: defaultText('productsTitle') }),
    subtitle: setting.text({
      tab: 'content',
      title: 'Subtitle',
      default: defaultText('productsSubtitle'),
    }),
    layout: setting.select({
      tab: 'layout',
      title: 'Layout',
      allowed: JOBS_LAYOUTS,
      default: 'cards',
    }),
    selectedProducts: setting.ids({
      tab: 'dataSource',
      title: 'Products',
      description: 'Product ids to show; empty shows every product the job board offers.',
      default: [],
    }),
    productsOrder: setting.ids({
      tab: 'dataSource',
      title: 'Order',
      description: 'Product ids in display order; products not listed follow in their own order.',
      default: [],
    }),
    mostPopular: setting.number({
      tab: 'configuration',
      title: 'Most popular product',
      description: 'Id of the product marked most popular; 0 for none.',
      min: 0,
      max: Number.MAX_SAFE_INTEGER,
      default: 0,
    }),
    hiddenOrderFields: setting.multiSelect({
      tab: 'configuration',
      title: 'Hidden order fields',
      description:
        "Guest order form fields to leave out: invoice_email, po_number, phone, address (street, postal code, city and country); po_number also leaves the employer's dialog. redirectToRegister skips the form and sends guests to employer registration instead.",
      allowed: ['invoice_email', 'po_number', 'phone', 'address', 'redirectToRegister'],
      default: [],
    }),
  },
});
