import { type PasswordReset, User } from '@jobboard/schema';
import { isRecord } from '../is-record';
import type { QueryParams } from '../query-string';
import { readData } from '../read-data';
import { type ListResult, readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';
import type { TokenStore } from '../tokens/token-store';
import type { ApiRecord, Credentials, PasswordChange, ProfileUpdate } from '../types';

type AccountRole = 'candidate' | 'employer' | 'admin';

/** `POST /login` of a role's API; the answered token is stored for that role. */
export function loginCalls(request: ApiRequest, tokens: TokenStore, role: AccountRole) {
  return {
    /** Logs in, stores the token (from `data.token`) for the role and resolves with it. */
    async login(credentials: Credentials, options: CallOptions = {}): Promise<string> {
      const token = await request({
        method: 'POST',
        path: 'login',
        body: credentials,
        read: readToken,
        ...options,
      });
      tokens.set(role, token);
      return token;
    },
  };
}

/** Account calls shared by the candidate and employer APIs. */
export function accountCalls<Registration>(
  request: ApiRequest,
  tokens: TokenStore,
  role: 'candidate' | 'employer',
) {
  return {
    ...loginCalls(request, tokens, role),

    /** `POST /register`. */
    async register(registration: Registration, options: CallOptions = {}): Promise<void> {
      await request({ method: 'POST', path: 'register', body: registration, ...options });
    },

    /**
     * `POST /logout`: ends the session on the server (its token stops working). The token stays
     * stored: the caller clears it (it is read when the call starts, so it may at once).
     */
    async logout(options: CallOptions = {}): Promise<void> {
      await request({ method: 'POST', path: 'logout', ...options });
    },

    /** `GET /you`: the logged-in user, favourite lists defaulting to empty. */
    getMe(options: CallOptions = {}): Promise<User> {
      return request({
        method: 'GET',
        path: 'you',
        read: (body) => User.create(readData(body)),
        ...options,
      });
    },

    /** `PUT /profile`; addresses and phones are left out (they have their own calls). */
    async updateProfile(profile: ProfileUpdate, options: CallOptions = {}): Promise<void> {
      const body = Object.fromEntries(
        Object.entries(profile).filter(([key]) => key !== 'addresses' && key !== 'phones'),
      );
      await request({ method: 'PUT', path: 'profile', body, ...options });
    },

    /** `PUT /profile/password`. */
    async changePassword(change: PasswordChange, options: CallOptions = {}): Promise<void> {
      await request({ method: 'PUT', path: 'profile/password', body: change, ...options });
    },

    /** `POST /verify` with the token of the activation mail. */
    async verifyAccount(token: string, options: CallOptions = {}): Promise<void> {
      await request({ method: 'POST', path: 'verify', body: { token }, ...options });
    },

    /** `POST /password`: mails a password reset link. */
    async requestPasswordReset(email: string, options: CallOptions = {}): Promise<void> {
      await request({ method: 'POST', path: 'password', body: { email }, ...options });
    },

    /** `POST /password/reset` with the new password and the token of the reset mail. */
    async resetPassword(reset: PasswordReset, options: CallOptions = {}): Promise<void> {
      await request({ method: 'POST', path: 'password/reset', body: reset, ...options });
    },
  };
}

/** Account calls only candidates have: KPI, logs, the GDPR export and account deletion. */
export function candidateAccountCalls(request: ApiRequest, tokens: TokenStore) {
  return {
    /** `GET /kpi`. */
    getKpi(options: CallOptions = {}): Promise<ApiRecord> {
      return request({ method: 'GET', path: 'kpi', read: readData<ApiRecord>, ...options });
    },

    /** `GET /logs` with the caller's query (page, limit, ...). */
    getLogs(query: QueryParams = {}, options: CallOptions = {}): Promise<ListResult<ApiRecord>> {
      return request({ method: 'GET', path: 'logs', query, read: readList<ApiRecord>, ...options });
    },

    /** `GET /profile/gdpr`: everything stored about the candidate. */
    exportGdpr(options: CallOptions = {}): Promise<ApiRecord> {
      return request({
        method: 'GET',
        path: 'profile/gdpr',
        read: readData<ApiRecord>,
        ...options,
      });
    },

    /** `DELETE /profile`: deletes the account, then forgets its token. */
    async deleteAccount(options: CallOptions = {}): Promise<void> {
      await request({ method: 'DELETE', path: 'profile', ...options });
      tokens.clear('candidate');
    },
  };
}

function readToken(body: unknown): string {
  const data = readData(body);
  if (isRecord(data) && typeof data.token === 'string' && data.token !== '') return data.token;
  throw new Error('The login answer has no token');
}
