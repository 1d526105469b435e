import { DEFAULT_CURRENCY, Email, type Order, type Product } from '@jobboard/schema';
import type { MessageDescriptor } from '@lingui/core';
import { useContext, useMemo, useRef, useState } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { FormatSettingsContext } from '../../format/format-settings-context';
import { accountMessages } from '../../i18n/messages/account-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { formatBoardUrl } from '../../router/board-url';
import { dialCodeOf } from '../job-details/dial-codes';
import { initialPhoneCountry, phoneCountryOptions } from '../job-details/phone-country-options';
import { AccountField } from '../shared/account-form/account-field';
import { AccountSubmit } from '../shared/account-form/account-submit';
import { type FieldErrors, useAccountForm } from '../shared/account-form/use-account-form';
import { jobBoardIdOf } from '../shared/job-board-id';
import { pageLinkHref } from '../shared/page-link';
import { SessionActionsContext } from '../shared/session-role-context';
import { isEmailTaken, orderFailure } from './order-failure';
import { OrderPlaced } from './order-placed';
import { buildPublicOrder, orderEventPayload } from './order-request';
import { OrderSelectField } from './order-select-field';
import { orderTargetOf } from './order-target';
import {
  type HiddenOrderField,
  initialOrderValues,
  PUBLIC_ORDER_FIELDS,
  PUBLIC_ORDER_MAX_LENGTHS,
  type PublicOrderField,
  type PublicOrderValues,
  showsOrderField,
  validatePublicOrder,
} from './public-order-values';

const LABELS: Record<PublicOrderField, MessageDescriptor> = {
  name: accountMessages.companyName,
  given_name: accountMessages.givenName,
  family_name: accountMessages.familyName,
  email: accountMessages.email,
  phone: accountMessages.phone,
  invoice_email: productsMessages.invoiceEmail,
  po_number: productsMessages.poNumber,
  address_line_1: accountMessages.addressLine,
  postal_code: accountMessages.postalCode,
  city: accountMessages.city,
  country_code: accountMessages.country,
  payment_type_id: productsMessages.paymentType,
};

export interface PublicOrderFormProps {
  product: Product;
  hiddenFields: readonly HiddenOrderField[];
  /** Called once the order has been placed. */
  onPlaced: () => void;
}

/**
 * A guest's order of a product (spec §3 "Public order payload"): the company and the person, the
 * fields the block does not hide (phone, invoice email, PO number, address) and the payment
 * method when the board offers more than one. The email is checked when it is left: one with an
 * employer account is told to log in. Sends `POST /orders`, then thanks with the order number.
 */
export function PublicOrderForm({ product, hiddenFields, onPlaced }: PublicOrderFormProps) {
  const context = useBlockContext();
  const sessionActions = useContext(SessionActionsContext);
  const { _ } = useBoardI18n();
  const paymentTypes = context.config.payment_types;
  const choosesPayment = paymentTypes.length > 1;
  const shows = (field: PublicOrderField) => showsOrderField(field, hiddenFields, choosesPayment);
  const countries = useMemo(
    () => phoneCountryOptions(context.config.countries, context.locale),
    [context.config.countries, context.locale],
  );
  // The address's country is one the board lists; a board that lists none offers all.
  const addressCountries = useMemo(() => {
    const listed = countries.filter((option) =>
      context.config.countries.some((country) => country.code.toUpperCase() === option.code),
    );
    return (listed.length > 0 ? listed : countries).map((option) => ({
      value: option.code,
      text: option.name,
    }));
  }, [countries, context.config.countries]);
  // The email the last check found an employer account for.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const checked = useRef(new Set<string>());
  const [placed, setPlaced] = useState<Order | null>(null);
  const currency = useContext(FormatSettingsContext).currency ?? DEFAULT_CURRENCY;
  const form = useAccountForm<PublicOrderValues, PublicOrderField>({
    initial: () =>
      initialOrderValues(
        initialPhoneCountry(countries, context.config.countries),
        choosesPayment ? String(paymentTypes[0]?.id ?? '') : '',
      ),
    order: PUBLIC_ORDER_FIELDS,
    scope: 'order',
    preview: context.editor,
    validate: (values) => {
      const errors: FieldErrors<PublicOrderField> = {};
      const dialCode = dialCodeOf(values.phone_country);
      for (const [field, problem] of Object.entries(validatePublicOrder(values, shows, dialCode))) {
        const key = field as PublicOrderField;
        errors[key] =
          problem === 'required'
            ? (i18n) => i18n._(contentMessages.fieldRequired(i18n._(LABELS[key])))
            : problem === 'tooLong'
              ? (i18n) => i18n._(productsMessages.tooLong(PUBLIC_ORDER_MAX_LENGTHS[key] ?? 0))
              : (i18n) =>
                  i18n._(
                    problem === 'email'
                      ? contentMessages.emailInvalid
                      : accountMessages.phoneInvalid,
                  );
      }
      if (!errors.email && takenEmail === values.email.trim()) {
        errors.email = (i18n) => i18n._(errorMessages.emailAlreadyExists);
      }
      return errors;
    },
    send: async (values) => {
      const target = orderTargetOf(product, jobBoardIdOf(context));
      if (target === null) return { failure: (i18n) => i18n._(errorMessages.actionFailed) };
      const order = buildPublicOrder(values, shows, dialCodeOf(values.phone_country), target);
      let answer: Order;
      try {
        answer = await context.client.public.placeOrder(order);
      } catch (error) {
        if (isEmailTaken(error)) setTakenEmail(order.email);
        return orderFailure(error, new Set(PUBLIC_ORDER_FIELDS.filter(shows)));
      }
      context.emit('order_product', orderEventPayload(product, currency));
      setPlaced(answer);
      onPlaced();
      return { done: true };
    },
  });

  // Left with an email that looks like one: asks whether it has an account (once per email).
  const checkEmail = () => {
    const email = form.values.email.trim();
    if (context.editor || checked.current.has(email) || !Email.is(email)) return;
    checked.current.add(email);
    context.client.public.checkOrderEmail({ email }).then(
      () => undefined,
      (error: unknown) => {
        if (isEmailTaken(error)) setTakenEmail(email);
        // Any other failure is left to the order itself, which checks the email again.
        else checked.current.delete(email);
      },
    );
  };

  if (form.done && placed) {
    return (
      <OrderPlaced
        orderId={placed.id}
        registerHref={pageLinkHref(context, 'p-register', { query: { role: 'employer' } })}
      />
    );
  }

  const emailTaken = takenEmail !== null && takenEmail === form.values.email.trim();
  const emailError =
    form.error('email') ?? (emailTaken ? _(errorMessages.emailAlreadyExists) : undefined);
  const loginHref = emailTaken
    ? pageLinkHref(context, 'p-login', { query: { role: 'employer' } })
    : null;
  const text = (
    field: Exclude<
      PublicOrderField,
      'email' | 'phone' | 'country_code' | 'payment_type_id' | 'invoice_email'
    >,
    autoComplete: string,
    required = true,
  ) => (
    <AccountField
      id={form.fieldId(field)}
      name={field}
      label={required ? _(LABELS[field]) : `${_(LABELS[field])} ${_(productsMessages.optional)}`}
      autoComplete={autoComplete}
      value={form.values[field]}
      onChange={(value) => form.set(field, value)}
      error={form.error(field)}
      required={required}
      maxLength={PUBLIC_ORDER_MAX_LENGTHS[field]}
    />
  );
  return (
    <form
      ref={form.formRef}
      method="post"
      className="jb-account__form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.sending}
    >
      {text('name', 'organization')}
      <div className="jb-account__row">
        {text('given_name', 'given-name')}
        {text('family_name', 'family-name')}
      </div>
      <div>
        <AccountField
          id={form.fieldId('email')}
          name="email"
          label={_(LABELS.email)}
          type="email"
          autoComplete="email"
          maxLength={PUBLIC_ORDER_MAX_LENGTHS.email}
          value={form.values.email}
          onChange={(value) => form.set('email', value)}
          onBlur={checkEmail}
          error={emailError}
        />
        {loginHref ? (
          <p className="jb-order__login">
            <a
              href={loginHref}
              onClick={() => {
                // Logged in, the employer comes back to the products to order there.
                const { path, query } = context.route;
                sessionActions?.returnAfterLogin(formatBoardUrl({ path, query }));
              }}
            >
              {_(productsMessages.logInToOrder)}
            </a>
          </p>
        ) : null}
        {/* The check answers after focus moved on: its outcome is announced where it is read. */}
        <p className="jb-visually-hidden" role="status">
          {emailTaken
            ? `${_(errorMessages.emailAlreadyExists)} ${_(productsMessages.logInToOrder)}`
            : ''}
        </p>
      </div>
      {shows('phone') ? (
        <div className="jb-account__row">
          <OrderSelectField
            id={form.fieldId('phone_country')}
            name="phone_country"
            label={_(accountMessages.phoneCountry)}
            autoComplete="tel-country-code"
            value={form.values.phone_country}
            options={countries.map((option) => ({
              value: option.code,
              text: `${option.name} (+${option.dialCode})`,
            }))}
            onChange={(value) => form.set('phone_country', value)}
            error={undefined}
          />
          <AccountField
            id={form.fieldId('phone')}
            name="phone"
            label={_(LABELS.phone)}
            type="tel"
            autoComplete="tel-national"
            value={form.values.phone}
            onChange={(value) => form.set('phone', value)}
            error={form.error('phone')}
          />
        </div>
      ) : null}
      {shows('invoice_email') ? (
        <AccountField
          id={form.fieldId('invoice_email')}
          name="invoice_email"
          label={`${_(LABELS.invoice_email)} ${_(productsMessages.optional)}`}
          type="email"
          autoComplete="off"
          maxLength={PUBLIC_ORDER_MAX_LENGTHS.invoice_email}
          value={form.values.invoice_email}
          onChange={(value) => form.set('invoice_email', value)}
          error={form.error('invoice_email')}
          required={false}
        />
      ) : null}
      {shows('po_number') ? text('po_number', 'off', false) : null}
      {shows('address_line_1') ? (
        <fieldset>
          <legend>{_(productsMessages.invoiceAddress)}</legend>
          {text('address_line_1', 'address-line1')}
          <div className="jb-account__row">
            {text('postal_code', 'postal-code')}
            {text('city', 'address-level2')}
          </div>
          <OrderSelectField
            id={form.fieldId('country_code')}
            name="country_code"
            label={_(LABELS.country_code)}
            autoComplete="country"
            value={form.values.country_code}
            options={addressCountries}
            onChange={(value) => form.set('country_code', value)}
            error={form.error('country_code')}
          />
        </fieldset>
      ) : null}
      {shows('payment_type_id') ? (
        <OrderSelectField
          id={form.fieldId('payment_type_id')}
          name="payment_type_id"
          label={_(LABELS.payment_type_id)}
          value={form.values.payment_type_id}
          options={paymentTypes.map((type) => ({ value: String(type.id), text: type.name }))}
          onChange={(value) => form.set('payment_type_id', value)}
          error={form.error('payment_type_id')}
        />
      ) : null}
      <AccountSubmit
        failure={form.failure}
        sending={form.sending}
        previewed={form.previewed}
        label={_(productsMessages.submitOrder)}
        sendingLabel={_(productsMessages.ordering)}
      />
    </form>
  );
}
