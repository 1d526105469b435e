import type { ClientAccount } from '@jobboard/client';
import type { Subscriptions } from '@jobboard/schema';
import { useContext, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { accountMessages } from '../../i18n/messages/account-messages';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { registrationFailure } from '../register/registration-failure';
import { AccountField } from '../shared/account-form/account-field';
import { AccountSubmit } from '../shared/account-form/account-submit';
import { type FieldErrors, useAccountForm } from '../shared/account-form/use-account-form';
import { SessionActionsContext, SessionUserContext } from '../shared/session-role-context';
import { LoadingNotice, ReadFailure } from './account-notices';
import { AddressBook } from './address-book';
import { ClientCompanies } from './client-companies';
import { ClientUsers } from './client-users';

/** The longest company texts the API takes. */
export const COMPANY_MAX_LENGTHS = { name: 200, email: 254, invoice_email: 254, vat_number: 30 };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type CompanyField = 'name' | 'email' | 'invoice_email' | 'vat_number';
type CompanyValues = Record<CompanyField, string>;
const COMPANY_FIELDS: readonly CompanyField[] = ['name', 'email', 'invoice_email', 'vat_number'];
const SHOWN: ReadonlySet<CompanyField> = new Set(COMPANY_FIELDS);

/** The employer's client account (`GET /client`); the key names the user. */
export function clientAccountRequest(userUuid: string): DataRequest<ClientAccount> {
  return createDataRequest(USER_DATA_REQUESTS.clientAccount, { user: userUuid }, (client) =>
    client.employer.getClientAccount(),
  );
}

/**
 * The employer's credits, contracts and slots (`GET client/dashboard`); the key names the user
 * and the locale, as the API names the products and slots in the request's locale.
 */
export function clientDashboardRequest(
  userUuid: string,
  locale: string,
): DataRequest<Subscriptions> {
  return createDataRequest(
    USER_DATA_REQUESTS.clientDashboard,
    { user: userUuid, locale },
    (client) => client.employer.getSubscriptions(),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function validateCompany(values: CompanyValues): FieldErrors<CompanyField> {
  const errors: FieldErrors<CompanyField> = {};
  if (!values.name.trim()) {
    errors.name = (i18n) =>
      i18n._(contentMessages.fieldRequired(i18n._(accountMessages.companyName)));
  }
  for (const field of ['email', 'invoice_email'] as const) {
    const value = values[field].trim();
    if (value && !EMAIL.test(value)) errors[field] = (i18n) => i18n._(contentMessages.emailInvalid);
  }
  return errors;
}

/** The company tab's sections and the balance's credits. */
function clientTabStyles(r: string): string {
  return `
${r} .jb-account-page__section {
  margin-bottom: 32px;
}
${r} .jb-account-page__credits {
  font-size: 20px;
  font-weight: 600;
}
`;
}

export interface ClientTabProps {
  context: BlockContext;
}

/**
 * The employer's company (spec's `client` settings tab): the companies they may switch to and a
 * form that adds one; then for the company they work for now its balance of credits and
 * contracts, its details (`PUT /client`), its addresses and its users. What is shown of a company
 * starts afresh after a switch (keyed by the company).
 */
export function ClientTab({ context }: ClientTabProps) {
  useScopedStyles('client-tab', clientTabStyles);
  const user = useContext(SessionUserContext);
  return (
    <>
      <ClientCompanies context={context} />
      {user?.client ? (
        <CurrentCompany key={user.client.uuid} context={context} userUuid={user.uuid} />
      ) : null}
    </>
  );
}

function CurrentCompany({ context, userUuid }: ClientTabProps & { userUuid: string }) {
  const { _ } = useBoardI18n();
  const account = useBlockData(clientAccountRequest(userUuid));
  const session = useContext(SessionActionsContext);
  if (account.error !== undefined && account.data === undefined) {
    return <ReadFailure onRetry={() => account.mutate()} />;
  }
  if (account.data === undefined) {
    return <LoadingNotice />;
  }
  return (
    <>
      <Balance userUuid={userUuid} locale={context.locale} />
      <section className="jb-account-page__section">
        <h3>{_(accountPageMessages.companyDetails)}</h3>
        <CompanyForm
          context={context}
          account={account.data}
          onSaved={(saved) => {
            void account.mutate(saved, { revalidate: false });
            // The companies above list the user's memberships by name: a renamed company shows
            // there by its new name once the user is read again.
            if (saved.name !== account.data?.name) void session?.reloadUser();
          }}
        />
      </section>
      <AddressBook context={context} userUuid={userUuid} owner="client" />
      <ClientUsers context={context} userUuid={userUuid} />
    </>
  );
}

function Balance({ userUuid, locale }: { userUuid: string; locale: string }) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const { data, error } = useBlockData(clientDashboardRequest(userUuid, locale));
  let body = <LoadingNotice />;
  if (error !== undefined && data === undefined) {
    body = (
      <p className="jb-account-page__failure" role="alert">
        {_(errorMessages.employerSubscriptionsFetchFailed)}
      </p>
    );
  } else if (data) {
    const contracts = [...data.contracts, ...data.subscriptions];
    const until = (till: string | null | undefined) =>
      till ? ` · ${_(accountPageMessages.until(format.jobDate(till)))}` : '';
    body = (
      <>
        <p className="jb-account-page__credits">{_(accountPageMessages.credits(data.credits))}</p>
        <h4>{_(accountPageMessages.contracts)}</h4>
        {contracts.length === 0 ? (
          <p>{_(accountPageMessages.noContracts)}</p>
        ) : (
          <ul className="jb-account-page__list">
            {contracts.map((contract) => (
              <li
                key={`${contract.product_type ?? ''}-${contract.id}`}
                className="jb-account-page__item"
              >
                {/* One line, read as one: the item lays its children out as a row. */}
                <span>
                  <strong>{contract.name ?? `#${contract.id}`}</strong>
                  {' · '}
                  {typeof contract.remaining === 'number'
                    ? _(accountPageMessages.remaining(contract.remaining))
                    : _(accountPageMessages.unlimited)}
                  {until(contract.till)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <h4>{_(accountPageMessages.jobSlots)}</h4>
        {data.slots.length === 0 ? (
          <p>{_(accountPageMessages.noJobSlots)}</p>
        ) : (
          <ul className="jb-account-page__list">
            {data.slots.map((slot) => (
              <li key={`slot-${slot.id}`} className="jb-account-page__item">
                <span>
                  <strong>{slot.name ?? `#${slot.id}`}</strong>
                  {' · '}
                  {_(slot.job_id ? accountPageMessages.slotInUse : accountPageMessages.slotFree)}
                  {until(slot.till)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section className="jb-account-page__section">
      <h3>{_(accountPageMessages.balance)}</h3>
      {body}
    </section>
  );
}

interface CompanyFormProps {
  context: Pick<BlockContext, 'client' | 'editor'>;
  account: ClientAccount;
  onSaved: (account: ClientAccount) => void;
}

function CompanyForm({ context, account, onSaved }: CompanyFormProps) {
  const { _ } = useBoardI18n();
  // Said until the next edit: the text is about the values on screen.
  const [saved, setSaved] = useState(false);
  const form = useAccountForm<CompanyValues, CompanyField>({
    initial: () => ({
      name: text(account.name),
      email: text(account.email),
      invoice_email: text(account.invoice_email),
      vat_number: text(account.vat_number),
    }),
    order: COMPANY_FIELDS,
    scope: 'employer',
    preview: context.editor,
    validate: validateCompany,
    send: async (values) => {
      setSaved(false);
      let updated: ClientAccount;
      try {
        updated = await context.client.employer.updateClientAccount({
          name: values.name.trim(),
          email: values.email.trim() || null,
          invoice_email: values.invoice_email.trim() || null,
          vat_number: values.vat_number.trim() || null,
        });
      } catch (error) {
        return registrationFailure(error, SHOWN);
      }
      onSaved(updated);
      setSaved(true);
      return undefined;
    },
  });
  const LABELS = {
    name: accountMessages.companyName,
    email: accountPageMessages.companyEmail,
    invoice_email: accountPageMessages.invoiceEmail,
    vat_number: accountPageMessages.vatNumber,
  };
  const field = (name: CompanyField, autoComplete: string, type: 'text' | 'email' = 'text') => (
    <AccountField
      id={form.fieldId(name)}
      name={name}
      label={_(LABELS[name])}
      type={type}
      autoComplete={autoComplete}
      required={name === 'name'}
      maxLength={COMPANY_MAX_LENGTHS[name]}
      value={form.values[name]}
      onChange={(value) => {
        setSaved(false);
        form.set(name, value);
      }}
      error={form.error(name)}
    />
  );
  return (
    <form
      ref={form.formRef}
      className="jb-account__form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.sending}
    >
      {field('name', 'organization')}
      <div className="jb-account__row">
        {field('email', 'email', 'email')}
        {field('invoice_email', 'off', 'email')}
      </div>
      {field('vat_number', 'off')}
      <AccountSubmit
        failure={form.failure}
        sending={form.sending}
        previewed={form.previewed}
        notice={saved ? _(accountPageMessages.companySaved) : ''}
        label={_(accountPageMessages.saveCompany)}
        sendingLabel={_(accountPageMessages.saving)}
      />
    </form>
  );
}
