import { msg } from '@lingui/core/macro';

/**
 * Texts of job alerts: the job alert page's form (the `job-alerts` block), the account page's
 * job alerts tab and the summary of an alert both show. Loaded with the account blocks (the
 * `account` catalog part). The saving and failure texts are the account page's and
 * error-messages.ts's.
 */
export const jobAlertMessages = {
  /** How often an alert mails, by the API's frequency. */
  frequencies: {
    direct: msg`Immediately`,
    daily: msg`Daily`,
    weekly: msg`Weekly`,
    monthly: msg`Monthly`,
  },
  /** The name of an alert with neither a keyword nor a place. */
  allJobs: msg`All jobs`,
  /** An alert's place with its radius, e.g. "Amsterdam, within 25 km". */
  placeWithin: (place: string, distance: string) => msg`${place}, within ${distance}`,
  keyword: msg`Keyword`,
  keywordHint: msg`Leave it empty to follow every job of the place and categories below.`,
  keywordTooLong: (max: number) => msg`The keyword can have at most ${max} characters.`,
  place: msg`Place`,
  /** The label of the place search of an alert without a place. */
  placeSearch: msg`Search for a place`,
  placeSearchHint: msg`Choose a place from the list, or leave it empty for jobs anywhere.`,
  placeNotChosen: msg`Choose the place from the list, or empty the field for jobs anywhere.`,
  /** Said for an alert without a place. */
  anywhere: msg`Anywhere`,
  /** The accessible name of the button that drops the place; `place` is its name. */
  removePlace: (place: string) => msg`Remove place: ${place}`,
  categories: msg`Categories`,
  /** Said for an alert without categories. */
  allCategories: msg`All categories`,
  /** The accessible name of the button that drops a category; `name` is the category's. */
  removeCategory: (name: string) => msg`Remove category: ${name}`,
  remove: msg`Remove`,
  /** The select that adds a category to the alert, and its empty choice. */
  addCategory: msg`Add a category`,
  chooseCategory: msg`Choose a category`,
  addCategoryButton: msg`Add`,
  /** Said (a status message) after a category is added to or dropped from the alert. */
  categoryAdded: (name: string) => msg`Category added: ${name}`,
  categoryRemoved: (name: string) => msg`Category removed: ${name}`,
  frequency: msg`How often`,
  active: msg`Active`,
  activeHint: msg`An alert that is not active is kept but sends no emails.`,
  create: msg`Create job alert`,
  save: msg`Save job alert`,
  created: msg`Your job alert has been created.`,
  saved: msg`Your job alert has been saved.`,
  /** The link to the account's job alerts tab. */
  allAlerts: msg`See all your job alerts`,
  /** The server's text for a 26th alert (`translateText` finds it by its English). */
  tooMany: msg`You can keep at most 25 job alerts. Remove one to add another.`,
  delete: msg`Delete job alert`,
  confirmDelete: msg`Delete this job alert? You will get no more emails for it.`,
  confirmDeleteYes: msg`Yes, delete`,
  cancel: msg`Cancel`,
  deleting: msg`Deleting…`,
  deleted: msg`Your job alert has been deleted.`,
  missing: msg`This job alert no longer exists.`,
  /** The link to the job list, from a missing or deleted alert and the empty tab. */
  searchJobs: msg`Search jobs`,
  forCandidates: msg`Job alerts are for candidates. Log in with a candidate account to create one.`,
  /** Shown in the editor only, above the example alert. */
  example: msg`Example data: a logged-in candidate creates or edits their job alert here.`,
  /** The account tab's texts. */
  noAlerts: msg`You have no job alerts yet. Search for jobs and create an alert for your search.`,
  newAlert: msg`New job alert`,
  edit: msg`Edit`,
  deleteShort: msg`Delete`,
  /** The accessible names of a listed alert's controls; `name` is the alert's. */
  editNamed: (name: string) => msg`Edit job alert: ${name}`,
  deleteNamed: (name: string) => msg`Delete job alert: ${name}`,
  confirmDeleteNamed: (name: string) =>
    msg`Delete the job alert ${name}? You will get no more emails for it.`,
  activeNamed: (name: string) => msg`Active: ${name}`,
  /** Announced after a listed alert was deleted, turned on or turned off. */
  deletedNamed: (name: string) => msg`The job alert ${name} was deleted.`,
  turnedOn: (name: string) => msg`The job alert ${name} is on.`,
  turnedOff: (name: string) => msg`The job alert ${name} is off.`,
};
