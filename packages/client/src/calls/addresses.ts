import type { Address, AddressPayload } from '@jobboard/schema';
import { readData } from '../read-data';
import { readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';
import { swallowFailure } from '../swallow-failure';

/** The most addresses read at once (spec §9). */
export const ADDRESSES_LIMIT = 20;

/**
 * Address calls under `base`: `user/addresses` for candidates, `client/addresses` for an
 * employer's client. Listing swallows failures (spec §8); changes reject so the screen can show
 * its could-not-add/update/delete text.
 */
export function addressCalls(request: ApiRequest, base: 'user/addresses' | 'client/addresses') {
  const item = (id: number | string) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    /**
     * `GET {base}?limit=20`; a failure gives an empty list (spec §8), unless `rethrow` asks for
     * the error (a screen that says it could not get the addresses).
     */
    listAddresses({
      rethrow = false,
      ...options
    }: CallOptions & { rethrow?: boolean } = {}): Promise<Address[]> {
      const call = request({
        method: 'GET',
        path: base,
        query: { limit: ADDRESSES_LIMIT },
        read: (body) => readList<Address>(body).items,
        ...options,
      });
      return rethrow ? call : swallowFailure(call, []);
    },

    /** `POST {base}`. */
    createAddress(address: AddressPayload, options: CallOptions = {}): Promise<Address> {
      return request({
        method: 'POST',
        path: base,
        body: address,
        read: readData<Address>,
        ...options,
      });
    },

    /** `PUT {base}/{id}`: also how an address becomes primary or delivery. */
    updateAddress(
      id: number | string,
      address: Partial<AddressPayload>,
      options: CallOptions = {},
    ): Promise<Address> {
      return request({
        method: 'PUT',
        path: item(id),
        body: address,
        read: readData<Address>,
        ...options,
      });
    },

    /** `DELETE {base}/{id}`. */
    async deleteAddress(id: number | string, options: CallOptions = {}): Promise<void> {
      await request({ method: 'DELETE', path: item(id), ...options });
    },
  };
}

/** Employer-only: `POST client/addresses/{id}/financial` makes the address the financial one. */
export function clientAddressCalls(request: ApiRequest) {
  return {
    ...addressCalls(request, 'client/addresses'),

    async setFinancialAddress(id: number | string, options: CallOptions = {}): Promise<void> {
      await request({
        method: 'POST',
        path: `client/addresses/${encodeURIComponent(String(id))}/financial`,
        ...options,
      });
    },
  };
}
