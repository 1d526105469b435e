import { msg } from '@lingui/core/macro';

/**
 * Texts of a job's slot in the job form (job-slot.tsx, a chunk of its own): a bought slot product
 * holds one job. Loaded with the account blocks (the `account` catalog part); the failure texts
 * are error-messages.ts's.
 */
export const jobSlotMessages = {
  heading: msg`Job slot`,
  label: msg`Slot`,
  /** A slot with its end: `Vacatureslot, until 1 May 2027`. */
  until: (name: string, date: string) => msg`${name}, until ${date}`,
  withoutEnd: (name: string) => msg`${name}, without an end date`,
  /** `slot` is the slot with its end (`until`). */
  inSlot: (slot: string) => msg`This job is in the slot ${slot}.`,
  notInSlot: msg`This job is not in a slot.`,
  allTaken: msg`Each of your slots holds another job.`,
  noSlot: msg`No slot`,
  save: msg`Save slot`,
  assigned: (name: string) => msg`The job is now in the slot ${name}.`,
  released: msg`The job is no longer in a slot.`,
};
