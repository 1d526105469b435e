import { msg, plural } from '@lingui/core/macro';

/** Texts of the products block (the employers' page); in the `account` catalog part. */
export const productsMessages = {
  mostPopular: msg`Most popular`,
  originalPrice: (price: string) => msg`Was ${price}`,
  discount: (percent: string) => msg`${percent} off`,
  duration: (days: number) =>
    msg({ message: plural(days, { one: 'Runs for # day', other: 'Runs for # days' }) }),
  registerToOrder: msg`Create an employer account to order`,
  productsFailed: msg`The products could not be loaded.`,
  noProducts: msg`There are no products to order at the moment.`,
};
