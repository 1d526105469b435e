import { Subscriptions } from '@jobboard/schema';
import { apiPath } from '../api-path';
import { isRecord } from '../is-record';
import { readData } from '../read-data';
import type { ApiRequest, CallOptions } from '../request';
import type { ApiRecord, ClientAccount } from '../types';

/** The employer's client account: its data, balances, subscriptions and users. */
export function clientAccountCalls(request: ApiRequest) {
  return {
    /** `GET client/dashboard`: credits, contracts, slots and subscriptions, marked loaded. */
    getSubscriptions(options: CallOptions = {}): Promise<Subscriptions> {
      return request({
        method: 'GET',
        path: 'client/dashboard',
        read: (body) => Subscriptions.create({ ...asRecord(readData(body)), loaded: true }),
        ...options,
      });
    },

    /** `GET /client`. */
    getClientAccount(options: CallOptions = {}): Promise<ClientAccount> {
      return request({ method: 'GET', path: 'client', read: readData<ClientAccount>, ...options });
    },

    /** `GET /client/credits-balance`. */
    getCreditsBalance(options: CallOptions = {}): Promise<ApiRecord> {
      return request({
        method: 'GET',
        path: 'client/credits-balance',
        read: readData<ApiRecord>,
        ...options,
      });
    },

    /** `GET /client/contracts-balance`. */
    getContractsBalance(options: CallOptions = {}): Promise<ApiRecord> {
      return request({
        method: 'GET',
        path: 'client/contracts-balance',
        read: readData<ApiRecord>,
        ...options,
      });
    },

    /** `PUT /client`. */
    updateClientAccount(client: ApiRecord, options: CallOptions = {}): Promise<ClientAccount> {
      return request({
        method: 'PUT',
        path: 'client',
        body: client,
        read: readData<ClientAccount>,
        ...options,
      });
    },

    /** `POST /client`: adds a client account for the employer. */
    createClientAccount(client: ApiRecord, options: CallOptions = {}): Promise<ClientAccount> {
      return request({
        method: 'POST',
        path: 'client',
        body: client,
        read: readData<ClientAccount>,
        ...options,
      });
    },

    /** `PUT /users/{id}/switch`: acts for another client the user belongs to. */
    async switchUser(userId: number | string, options: CallOptions = {}): Promise<void> {
      await request({ method: 'PUT', path: apiPath`users/${userId}/switch`, ...options });
    },
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}
