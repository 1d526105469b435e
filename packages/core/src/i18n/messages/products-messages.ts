import { msg, plural } from '@lingui/core/macro';

/**
 * Texts of the products block (the employers' page) and its order dialog; in the `account`
 * catalog part. The person, company and address labels are the registration form's
 * (account-messages.ts), the failure texts those of error-messages.ts.
 */
export const productsMessages = {
  mostPopular: msg`Most popular`,
  originalPrice: (price: string) => msg`Was ${price}`,
  discount: (percent: string) => msg`${percent} off`,
  duration: (days: number) =>
    msg({ message: plural(days, { one: 'Runs for # day', other: 'Runs for # days' }) }),
  registerToOrder: msg`Create an employer account to order`,
  productsFailed: msg`The products could not be loaded.`,
  noProducts: msg`There are no products to order at the moment.`,
  /** The button on each product that opens the order dialog. */
  order: msg`Order`,
  /** The order dialog's heading: the product's name and its price. */
  orderTitle: (product: string, price: string) => msg`Order ${product} for ${price}`,
  /** A logged-in candidate's note above the products, before the registration link. */
  candidateNote: msg`Ordering a product needs an employer account.`,
  registerAsEmployer: msg`Create an employer account`,
  invoiceEmail: msg`Invoice email`,
  poNumber: msg`Purchase order (PO) number`,
  /** After the label of a field that may be left empty. */
  optional: msg`(optional)`,
  /** A field of the order form longer than the API takes. */
  tooLong: (max: number) => msg`Enter at most ${max} characters.`,
  /** The legend of the order form's address fields. */
  invoiceAddress: msg`Billing address`,
  paymentType: msg`Payment method`,
  paymentTypesLoading: msg`Loading the payment methods…`,
  paymentTypesFailed: msg`The payment methods could not be loaded.`,
  noPaymentTypes: msg`No payment method is available at the moment.`,
  /** Beside 'An account with this email already exists.' in the guest's order form. */
  logInToOrder: msg`Log in as an employer to order`,
  submitOrder: msg`Place order`,
  ordering: msg`Placing your order…`,
  /** While the browser leaves for the payment provider's page. */
  toPayment: msg`Taking you to the payment page…`,
  orderPlacedTitle: msg`Thank you for your order!`,
  orderNumber: (id: number) => msg`Your order number is ${id}.`,
  /** The guest's way on after ordering: the mailed confirmation, and an account for next time. */
  confirmationMailed: msg`We have mailed you a confirmation. With an employer account you order faster next time.`,
  /** Outcome notices when an employer comes back from the payment provider. */
  orderPaid: (id: number) => msg`Thank you: order ${id} has been paid.`,
  orderExpired: (id: number) => msg`The payment of order ${id} has expired. You can order again.`,
  orderCancelled: (id: number) => msg`The payment of order ${id} was cancelled.`,
  orderPaymentFailed: (id: number) =>
    msg`The payment of order ${id} failed. Please try again or choose another payment method.`,
  orderProcessing: (id: number) => msg`Order ${id} is being processed.`,
  orderStatusFailed: msg`The status of your order could not be loaded.`,
  confirmCloseTitle: msg`Close without ordering?`,
  confirmCloseText: msg`What you filled in will be lost.`,
  keepEditing: msg`Keep editing`,
  closeForm: msg`Close the form`,
};
