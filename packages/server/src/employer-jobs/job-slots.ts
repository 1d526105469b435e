import { JobSlotAssignment, type SubscriptionEntry } from '@jobboard/schema';
import { UNIQUE_VIOLATION } from '../accounts/create-account';
import { boughtOrdersOf, runningEntry } from '../clients/client-balances';
import type { Db, JobRow } from '../db/database';
import { ApiError, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { fieldRefusal, isSerialId } from '../orders/order-refusals';
import type { JobOwner } from './job-fields';

/** The order named is not a slot of the client's that runs now (bought, not ended). */
export const SLOT_NOT_RUNNING = 'This is not one of your running slots.';
/** The slot holds another job: a slot holds one job. */
export const SLOT_HOLDS_ANOTHER_JOB = 'This slot already holds another job.';

/** The body of `PUT /jobs/{id}/slot`. */
export function readJobSlotAssignment(body: Record<string, unknown>): JobSlotAssignment {
  return validate(body, JobSlotAssignment);
}

/**
 * `PUT /jobs/{id}/slot`: puts a job of the owner's client (not deleted) in one of the client's
 * running slots, the order `subscription_id` names (a `slot` product, bought, its `till` not
 * passed; else 400 on `subscription_id`), and answers the slot as `GET client/dashboard` lists it
 * (named in `locale`, the request's).
 * A slot holds one job: one holding another job is refused with 409 and nothing moves. The job's
 * own slot again changes nothing; a job in another slot moves and frees that one. `null` takes
 * the job out of its slot (answer `null`). The slot's order is locked in the transaction, so two
 * assignments to one slot wait for each other; the unique index on `jobs.slot_order_id` settles
 * anything else as the same 409.
 */
export async function assignJobSlot(
  db: Db,
  owner: JobOwner,
  job: JobRow,
  assignment: JobSlotAssignment,
  locale: string,
  now = new Date(),
): Promise<SubscriptionEntry | null> {
  const orderId = assignment.subscription_id;
  if (orderId === null) {
    await moveJob(db, job.id, null);
    return null;
  }
  if (!isSerialId(orderId)) throw fieldRefusal('subscription_id', SLOT_NOT_RUNNING);
  try {
    return await db.transaction().execute(async (trx) => {
      const slot = await boughtOrdersOf(trx, owner.client.id, ['slot'])
        .where('orders.id', '=', orderId)
        .forUpdate('orders')
        .executeTakeFirst();
      const entry = slot && runningEntry(slot, locale, now);
      if (!entry) throw fieldRefusal('subscription_id', SLOT_NOT_RUNNING);
      // Read after the lock: an assignment to this slot that held it has committed by now.
      const holder = await trx
        .selectFrom('jobs')
        .select('id')
        .where('slot_order_id', '=', orderId)
        .executeTakeFirst();
      if (holder && holder.id !== job.id) throw new ApiError(409, SLOT_HOLDS_ANOTHER_JOB);
      await moveJob(trx, job.id, orderId);
      return { ...entry, remaining: 0, job_id: job.id };
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new ApiError(409, SLOT_HOLDS_ANOTHER_JOB);
    }
    throw error;
  }
}

/** Sets the job's slot; a job deleted meanwhile is a 404, as the other job calls answer. */
async function moveJob(db: Db, jobId: number, orderId: number | null): Promise<void> {
  const moved = await db
    .updateTable('jobs')
    .set({ slot_order_id: orderId })
    .where('id', '=', jobId)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) throw notFound('Job');
}
