import { ADDRESSES_LIMIT } from '@jobboard/client';
import type { Address } from '@jobboard/schema';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useMemo, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { initialPhoneCountry, phoneCountryOptions } from '../job-details/phone-country-options';
import { PRIMARY_ADDRESS_LABEL } from '../register/build-registration';
import { countryName } from '../shared/country-name';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { LoadingNotice, ReadFailure } from './account-notices';
import { AddressForm, payloadOf, valuesOf } from './address-form';
import { ConfirmQuestion } from './confirm-question';
import { useListChange } from './use-list-change';

/** Whose addresses a book holds: the employer's client's, or the candidate's own. */
export type AddressOwner = 'client' | 'user';

/**
 * The addresses of the owner (`GET client/addresses` or `GET user/addresses`, at most 20); the
 * key names the user. A failed read rejects (the client would give an empty list): the book
 * says it could not get them rather than that there are none.
 */
export function addressesRequest(owner: AddressOwner, userUuid: string): DataRequest<Address[]> {
  return createDataRequest(
    owner === 'client' ? USER_DATA_REQUESTS.clientAddresses : USER_DATA_REQUESTS.userAddresses,
    { user: userUuid },
    (client) =>
      owner === 'client'
        ? client.employer.listAddresses({ rethrow: true })
        : client.candidate.listAddresses({ rethrow: true }),
  );
}

/**
 * An address on one line: street, postal code and city, and the country named in the board's
 * locale ('Oudegracht 1, 3511 AA Utrecht, Nederland').
 */
export function addressText(
  address: Pick<Address, 'address_line_1' | 'postal_code' | 'city' | 'country_code'>,
  locale: string,
): string {
  const place = [address.postal_code, address.city].filter((part) => part?.trim()).join(' ');
  return [address.address_line_1, place, countryName(address.country_code, locale)]
    .filter((part) => part?.trim())
    .join(', ');
}

/**
 * An address's label as shown: registration stores the spec's fixed English label on the
 * employer's first address, which is shown in the board's language while that address is the
 * primary one (once another is, the label would name the wrong address, so none is shown); a
 * label the user typed stays as typed.
 */
export function shownLabel(address: Pick<Address, 'label' | 'primary'>, _: I18n['_']): string {
  const label = address.label?.trim() ?? '';
  if (label !== PRIMARY_ADDRESS_LABEL) return label;
  return address.primary ? _(accountPageMessages.primaryAddressLabel) : '';
}

export interface AddressBookProps {
  context: Pick<BlockContext, 'client' | 'config' | 'locale'>;
  userUuid: string;
  owner: AddressOwner;
}

/** An address's lines and its flags (primary, deliveries, invoices), on both owners' tabs. */
function addressBookStyles(r: string): string {
  return `
${r} .jb-client__address p {
  margin-block: 4px;
}
${r} .jb-client__flags {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
  padding: 0;
  list-style: none;
}
${r} .jb-client__flags li {
  padding: 2px 8px;
  border-radius: 999px;
  background: var(--jb-secondary, #1f2937);
  color: var(--jb-on-secondary, #fff);
  font-size: 13px;
  font-weight: 600;
}
`;
}

/**
 * The company's addresses (an employer's company tab) or the candidate's (their profile): each
 * with its flags (primary, deliveries, and for a company invoices) and buttons to edit it, delete
 * it (asked first), make it the primary address or the one invoices go to; and a form to add one. Failures show the spec's texts (could not get, add, update or delete the
 * addresses, or set one as primary or financial), with the API's reason when it gives one.
 */
export function AddressBook({ context, userUuid, owner }: AddressBookProps) {
  const { _ } = useBoardI18n();
  useScopedStyles('address-book', addressBookStyles);
  const read = useBlockData(addressesRequest(owner, userUuid));
  // The address being edited (its id), 'new' for the add form, null for neither.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Each address's edit button: the focus goes back to it when its form closes, or when the
  // button that was pressed (make primary, send invoices) goes away with the change.
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterRender = useFocusAfterRender();
  const focusEdit = (id: number) => focusAfterRender(() => editButtons.current.get(id));
  const heading = useRef<HTMLHeadingElement>(null);
  // The add button, or the section's heading while the add form is open.
  const focusAdd = () => focusAfterRender(() => addButton.current ?? heading.current);
  const countries = useMemo(
    () => phoneCountryOptions(context.config.countries, context.locale),
    [context.config.countries, context.locale],
  );
  const calls = owner === 'client' ? context.client.employer : context.client.candidate;
  const setFinancial = owner === 'client' ? context.client.employer.setFinancialAddress : null;

  const change = useListChange(() => read.mutate());
  const { busy } = change;
  const act = (run: () => Promise<unknown>, failed: MessageDescriptor, done: MessageDescriptor) =>
    change.act(run, _(failed), _(done));

  let list = <LoadingNotice />;
  // A failed read says so, with the spec's could-not-get text (the client's list read swallows
  // the failure, spec §8; an empty list told an employer their company had no address).
  if (read.data === undefined && read.error !== undefined) {
    list = (
      <ReadFailure message={errorMessages.addressesFetchFailed} onRetry={() => read.mutate()} />
    );
  } else if (read.data) {
    list =
      read.data.length === 0 ? (
        <p>
          {_(
            owner === 'client'
              ? accountPageMessages.noAddresses
              : accountPageMessages.noOwnAddresses,
          )}
        </p>
      ) : (
        <ul className="jb-account-page__list">
          {read.data.map((address) => {
            const label = shownLabel(address, _);
            // How the address is named in its buttons: its label, else its text.
            const name = label || addressText(address, context.locale);
            if (editing === address.id) {
              return (
                <li key={address.id} className="jb-account-page__item">
                  <AddressForm
                    owner={owner}
                    initial={valuesOf(address, 'NL')}
                    countries={countries}
                    busy={busy}
                    onCancel={() => {
                      setEditing(null);
                      focusEdit(address.id);
                    }}
                    onSave={async (values) => {
                      const saved = await act(
                        () => calls.updateAddress(address.id, payloadOf(values, true)),
                        errorMessages.addressUpdateFailed,
                        accountPageMessages.addressSaved,
                      );
                      if (!saved) return;
                      setEditing(null);
                      focusEdit(address.id);
                    }}
                  />
                </li>
              );
            }
            const flags = [
              address.primary ? accountPageMessages.addressPrimary : null,
              address.delivery ? accountPageMessages.addressDelivery : null,
              address.financial ? accountPageMessages.addressFinancial : null,
            ].filter((flag): flag is MessageDescriptor => flag !== null);
            return (
              <li key={address.id} className="jb-account-page__item">
                <article aria-label={name} className="jb-client__address">
                  {label ? <h4>{label}</h4> : null}
                  <p>
                    {address.address_line_1}
                    {address.address_line_2 ? (
                      <>
                        <br />
                        {address.address_line_2}
                      </>
                    ) : null}
                    <br />
                    {[address.postal_code, address.city].filter(Boolean).join(' ')}
                    <br />
                    {countryName(address.country_code, context.locale)}
                  </p>
                  {flags.length > 0 ? (
                    <ul className="jb-client__flags">
                      {flags.map((flag) => (
                        <li key={flag.id}>{_(flag)}</li>
                      ))}
                    </ul>
                  ) : null}
                  {confirming === address.id ? (
                    <ConfirmQuestion
                      question={_(accountPageMessages.confirmDeleteAddress(name))}
                      confirmLabel={_(accountPageMessages.delete)}
                      confirmName={_(accountPageMessages.deleteAddress(name))}
                      busy={busy}
                      onCancel={() => {
                        setConfirming(null);
                        focusEdit(address.id);
                      }}
                      onConfirm={async () => {
                        const deleted = await act(
                          () => calls.deleteAddress(address.id),
                          errorMessages.addressDeleteFailed,
                          accountPageMessages.addressDeleted,
                        );
                        setConfirming(null);
                        if (deleted) focusAdd();
                        else focusEdit(address.id);
                      }}
                    />
                  ) : (
                    <p className="jb-account-page__actions">
                      <button
                        type="button"
                        className="jb-button jb-button--info"
                        ref={(element) => {
                          if (element) editButtons.current.set(address.id, element);
                          else editButtons.current.delete(address.id);
                        }}
                        aria-label={_(accountPageMessages.editAddress(name))}
                        onClick={() => setEditing(address.id)}
                      >
                        {_(accountPageMessages.edit)}
                      </button>
                      {address.primary ? null : (
                        <button
                          type="button"
                          className="jb-button jb-button--info"
                          aria-label={_(accountPageMessages.makePrimaryNamed(name))}
                          aria-disabled={busy || undefined}
                          onClick={() =>
                            void act(
                              () => calls.updateAddress(address.id, { primary: true }),
                              errorMessages.addressSetPrimaryFailed,
                              accountPageMessages.addressPrimarySet,
                            ).then((done) => done && focusEdit(address.id))
                          }
                        >
                          {_(accountPageMessages.makePrimary)}
                        </button>
                      )}
                      {address.financial || !setFinancial ? null : (
                        <button
                          type="button"
                          className="jb-button jb-button--info"
                          aria-label={_(accountPageMessages.makeFinancialNamed(name))}
                          aria-disabled={busy || undefined}
                          onClick={() =>
                            void act(
                              () => setFinancial(address.id),
                              errorMessages.addressSetFinancialFailed,
                              accountPageMessages.addressFinancialSet(name),
                            ).then((done) => done && focusEdit(address.id))
                          }
                        >
                          {_(accountPageMessages.makeFinancial)}
                        </button>
                      )}
                      {/* The primary address goes last: while others exist one must stay primary. */}
                      {address.primary && (read.data?.length ?? 0) > 1 ? null : (
                        <button
                          type="button"
                          className="jb-button jb-button--plain"
                          aria-label={_(accountPageMessages.deleteAddress(name))}
                          onClick={() => setConfirming(address.id)}
                        >
                          {_(accountPageMessages.delete)}
                        </button>
                      )}
                    </p>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <section className="jb-account-page__section">
      <h3 ref={heading} tabIndex={-1}>
        {_(accountPageMessages.addresses)}
      </h3>
      {list}
      {change.regions}
      {editing === 'new' ? (
        <AddressForm
          owner={owner}
          initial={valuesOf(null, initialPhoneCountry(countries, context.config.countries))}
          countries={countries}
          busy={busy}
          onCancel={() => {
            setEditing(null);
            focusAdd();
          }}
          onSave={async (values) => {
            const added = await act(
              () => calls.createAddress(payloadOf(values)),
              errorMessages.addressAddFailed,
              accountPageMessages.addressAdded,
            );
            if (!added) return;
            setEditing(null);
            focusAdd();
          }}
        />
      ) : (read.data?.length ?? 0) >= ADDRESSES_LIMIT ? (
        <p>{_(accountPageMessages.addressLimit(ADDRESSES_LIMIT))}</p>
      ) : (
        <p>
          <button
            ref={addButton}
            type="button"
            className="jb-button jb-button--secondary"
            onClick={() => setEditing('new')}
          >
            {_(accountPageMessages.addAddress)}
          </button>
        </p>
      )}
    </section>
  );
}
