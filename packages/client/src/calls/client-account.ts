import { type ClientUser, type ClientUserInvite, Subscriptions, User } from '@jobboard/schema';
import { apiPath } from '../api-path';
import { isRecord } from '../is-record';
import { readData } from '../read-data';
import type { ApiRequest, CallOptions } from '../request';
import type { ApiRecord, ClientAccount } from '../types';

/** The employer's client account: its data, balances, subscriptions, companies and users. */
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

    /** `POST /client`: adds another company the employer owns; they switch to it with `switchUser`. */
    createClientAccount(client: ApiRecord, options: CallOptions = {}): Promise<ClientAccount> {
      return request({
        method: 'POST',
        path: 'client',
        body: client,
        read: readData<ClientAccount>,
        ...options,
      });
    },

    /**
     * `PUT /users/{id}/switch`: acts for another company the employer belongs to, `id` being
     * their membership of it (`User.clients[].id`); answers the user as `getMe` does.
     */
    switchUser(id: number | string, options: CallOptions = {}): Promise<User> {
      return request({
        method: 'PUT',
        path: apiPath`users/${id}/switch`,
        read: (body) => User.create(readData(body)),
        ...options,
      });
    },

    /** `GET /client/users`: the users of the employer's current company (not in the spec). */
    listClientUsers(options: CallOptions = {}): Promise<ClientUser[]> {
      return request({
        method: 'GET',
        path: 'client/users',
        read: readData<ClientUser[]>,
        ...options,
      });
    },

    /** `POST /client/users`: adds a user by email (an account of the site, else a new one, mailed). */
    inviteClientUser(invite: ClientUserInvite, options: CallOptions = {}): Promise<ClientUser> {
      return request({
        method: 'POST',
        path: 'client/users',
        body: invite,
        read: readData<ClientUser>,
        ...options,
      });
    },

    /** `DELETE /client/users/{id}`: takes a user (their membership's id) off the company. */
    async removeClientUser(id: number, options: CallOptions = {}): Promise<void> {
      await request({ method: 'DELETE', path: apiPath`client/users/${id}`, ...options });
    },
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}
