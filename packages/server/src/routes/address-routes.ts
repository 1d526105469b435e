import { type Context, Hono } from 'hono';
import { readAddressBody } from '../addresses/address-body';
import {
  ADDRESS_LIST_LIMIT,
  type AddressOwner,
  clientOwner,
  createAddress,
  deleteAddress,
  listAddresses,
  setFinancialAddress,
  updateAddress,
  userOwner,
} from '../addresses/owner-addresses';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import type { Role } from '../db/database';
import { boardMiddleware } from '../host/board-middleware';
import { readPagination } from '../http/pagination';
import { readJson } from '../http/read-json';
import { readQuery } from '../http/read-query';
import { requireClientAccount } from '../orders/employer-client';

/**
 * The employer's client's addresses (spec §7 `client addresses`): `GET /client/addresses`,
 * `POST`, `PUT /{id}`, `DELETE /{id}` and `POST /{id}/financial`, for a signed-in employer of
 * the host's site (else 401, a candidate's token too) with a current client (else 403
 * `Employer account required`).
 */
export function clientAddressRoutes(): Hono<AppEnv> {
  return ownerAddressRoutes({
    base: '/client/addresses',
    role: 'employer',
    owner: async (c) => clientOwner((await requireClientAccount(c.var.deps.db, c.var.user.id)).id),
  });
}

/**
 * The candidate's own addresses (spec §7 `GET /user/addresses`, `POST`, `PUT /{id}`,
 * `DELETE /{id}`), for a signed-in candidate of the host's site (else 401, an employer's token
 * too). A candidate has no financial address: `financial: true` is a 400 and there is no
 * financial call.
 */
export function candidateAddressRoutes(): Hono<AppEnv> {
  return ownerAddressRoutes({
    base: '/user/addresses',
    role: 'candidate',
    owner: async (c) => userOwner(c.var.user.id),
  });
}

/** One set of address calls for an owner; see `src/addresses/owner-addresses.ts`. */
function ownerAddressRoutes(options: {
  base: string;
  role: Role;
  owner: (c: Context<AppEnv>) => Promise<AddressOwner>;
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = [boardMiddleware, requireRole(options.role)] as const;
  const { base } = options;

  app.get(base, ...signedIn, async (c) => {
    const { page, limit } = readPagination(readQuery(c), ADDRESS_LIST_LIMIT);
    const capped = Math.min(limit, ADDRESS_LIST_LIMIT);
    const owner = await options.owner(c);
    const { data, total } = await listAddresses(c.var.deps.db, owner, {
      limit: capped,
      offset: (page - 1) * capped,
    });
    return c.json({ data, total });
  });

  app.post(base, ...signedIn, async (c) => {
    const owner = await options.owner(c);
    const changes = readAddressBody(await readJson(c), {
      partial: false,
      financial: owner.financial,
    });
    return c.json({ data: await createAddress(c.var.deps.db, owner, changes) }, 201);
  });

  app.put(`${base}/:id`, ...signedIn, async (c) => {
    const owner = await options.owner(c);
    const changes = readAddressBody(await readJson(c), {
      partial: true,
      financial: owner.financial,
    });
    const data = await updateAddress(c.var.deps.db, owner, c.req.param('id'), changes);
    return c.json({ data });
  });

  app.delete(`${base}/:id`, ...signedIn, async (c) => {
    await deleteAddress(c.var.deps.db, await options.owner(c), c.req.param('id'));
    return c.body(null, 204);
  });

  if (options.role === 'employer') {
    app.post(`${base}/:id/financial`, ...signedIn, async (c) => {
      const owner = await options.owner(c);
      return c.json({ data: await setFinancialAddress(c.var.deps.db, owner, c.req.param('id')) });
    });
  }

  return app;
}
