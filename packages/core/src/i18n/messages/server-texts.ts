import { msg } from '@lingui/core/macro';

/**
 * Texts the API answers that the account pages show as the reason of a refusal (after the spec's
 * could-not text): in the catalog so `translateText` shows them in the board's language. The UI
 * avoids most of them (it offers no deletion of a primary address that others depend on, nor an
 * up-sell for a job that is not online or has it running, nor a slot that is not free); these
 * reach it when the data changed meanwhile, on another device or by another user.
 */
export const serverTexts = [
  msg`Address not found`,
  msg`Resume not found`,
  msg`The primary address cannot be deleted while there are other addresses: make another address primary first.`,
  msg`At most 20 addresses can be kept: delete one first.`,
  // A job's up-sells: the job went offline, or the up-sell was ordered, meanwhile.
  msg`Only a published job that is online can get an upsell.`,
  msg`This upsell is already running for this job.`,
  // A job's slot: the slot ended, or another job was put in it, meanwhile.
  msg`This is not one of your running slots.`,
  msg`This slot already holds another job.`,
  // A company's users: one removed or added meanwhile by another of its users.
  msg`User not found`,
  // A job: deleted, or published, meanwhile (another tab, another user of the company).
  msg`Job not found`,
  msg`Only a draft can be published: this job has been published already.`,
  // An introduction of a candidate to a job that was sent already.
  msg`This candidate has already been introduced to this job.`,
  msg`Only a published job that is online can be introduced.`,
  msg`The candidate has not accepted your contact request.`,
  // The site's switches, changed while a page was open.
  msg`This site does not offer favourites.`,
  msg`This site does not offer candidate accounts.`,
  msg`This site does not offer employer accounts.`,
  msg`One of the newsletters is not offered on this job board.`,
  // Addresses: the flags one address must keep.
  msg`One address must stay primary: make another address primary instead.`,
  msg`One address must stay the financial address: make another address the financial one instead.`,
  // What a job, a favourite or an order refers to, gone or changed meanwhile.
  msg`This job is not published on this job board.`,
  msg`This organisation is not on this job board.`,
  msg`This product cannot be used for a job on this job board.`,
  msg`This organisation does not belong to your company.`,
  msg`The job could not be saved: check the marked fields.`,
  msg`The token is invalid or has expired.`,
  msg`This person is already a user of this company.`,
  msg`You cannot remove yourself from the company.`,
  msg`The owner of the company cannot be removed.`,
  // An API token, a job alert, a favourite, a contact request or an organisation removed
  // meanwhile (another tab, another user of the company), and the tokens' limit.
  msg`Token not found`,
  msg`At most 20 tokens can be kept: delete one first.`,
  msg`Job alert not found`,
  msg`Favourite not found`,
  msg`Contact request not found`,
  msg`Organisation not found`,
  // A resume's or an application's file, removed meanwhile (a replaced CV).
  msg`File not found`,
];
