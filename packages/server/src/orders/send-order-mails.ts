import { Email } from '@jobboard/schema';
import { is } from 'superstruct';
import type { Db, LocalizedNames } from '../db/database';
import type { Board } from '../host/resolve-board';
import { contactMailLocale } from '../mail/contact-mail';
import type { Mailer } from '../mail/index';
import {
  type OrderMailDetails,
  orderConfirmationMail,
  orderNotificationMail,
} from '../mail/order-mail';
import { localizedName } from './localized-name';

/**
 * The order as the mails tell it; the board's name and currency are looked up here. With their
 * names per locale, the product and the payment type are named in each mail's language.
 */
export type OrderMailInput = Omit<OrderMailDetails, 'boardName' | 'currency'> & {
  productNames?: LocalizedNames | undefined;
  paymentTypeNames?: LocalizedNames | undefined;
};

/**
 * Mails a stored order: the confirmation to the buyer in the first of `locales` (the request's)
 * the site offers, else its default language, and a notification to the job board's own
 * address (its `email` placeholder, as the contact form uses) in the site's default language;
 * a board without an address gets none. Both come from the job board's name. The order is
 * stored already, so a failing mail is logged rather than answered: an error would have the
 * buyer order a second time.
 */
export async function sendOrderMails(
  deps: { db: Db; mailer: Mailer },
  board: Board,
  locales: readonly string[],
  order: OrderMailInput,
): Promise<void> {
  try {
    const { db, mailer } = deps;
    const [row, buyerLocale, boardLocale] = await Promise.all([
      db
        .selectFrom('job_boards')
        .select(['name', 'placeholders', 'settings'])
        .where('id', '=', board.jobBoardId)
        .executeTakeFirstOrThrow(),
      contactMailLocale(db, board.siteId, locales),
      contactMailLocale(db, board.siteId, []),
    ]);
    const currency =
      typeof row.settings.app_currency === 'string' && row.settings.app_currency !== ''
        ? row.settings.app_currency
        : 'EUR';
    const { productNames, paymentTypeNames, ...rest } = order;
    const details = (locale: string): OrderMailDetails => ({
      ...rest,
      productName: localizedName({ name: order.productName, names: productNames }, locale),
      paymentType:
        order.paymentType === undefined
          ? undefined
          : localizedName({ name: order.paymentType, names: paymentTypeNames }, locale),
      boardName: row.name,
      currency,
    });
    const boardAddress = row.placeholders.find((item) => item.key === 'email')?.value.trim();
    const hasBoardAddress = is(boardAddress, Email);
    await mailer.send({
      to: order.email,
      fromName: row.name,
      ...(hasBoardAddress ? { replyTo: boardAddress } : {}),
      ...orderConfirmationMail(buyerLocale, details(buyerLocale)),
    });
    if (hasBoardAddress) {
      await mailer.send({
        to: boardAddress,
        replyTo: order.email,
        fromName: row.name,
        ...orderNotificationMail(boardLocale, details(boardLocale)),
      });
    }
  } catch (error) {
    console.error('The mails of order %d could not be sent:', order.orderId, error);
  }
}
