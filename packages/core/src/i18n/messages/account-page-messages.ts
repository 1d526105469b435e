import { msg, plural } from '@lingui/core/macro';

/**
 * Texts of the account block (my account): its header, tabs, profile and password forms and the
 * favourites list; the job alerts tab's are job-alert-messages.ts. Field labels, validation and
 * failure texts are the login and registration forms' (account-messages.ts, password-messages.ts,
 * content-messages.ts, error-messages.ts).
 */
export const accountPageMessages = {
  /** The heading that greets the logged-in user by given name. */
  greeting: (name: string) => msg`Hello, ${name}`,
  loggedInAs: (email: string) => msg`Logged in as ${email}`,
  /** The name of the tab links' navigation landmark. */
  tabsLabel: msg`Account sections`,
  tabs: {
    dashboard: msg`Dashboard`,
    'edit-profile': msg`Edit profile`,
    favorites: msg`Favourites`,
    'job-alerts': msg`Job alerts`,
  },
  /** The dashboard's line about the profile tab. */
  editProfileSummary: msg`Change your name, email address or password.`,
  /** The dashboard's line about the favourites tab: `jobs` and `organisations` are counts. */
  favouritesSummary: (jobs: string, organisations: string) =>
    msg`You saved ${jobs} and ${organisations}.`,
  /** The dashboard's line about the job alerts tab. */
  jobAlertsSummary: msg`Get new jobs for your searches by email.`,
  savedJobs: (count: number) => msg({ message: plural(count, { one: '# job', other: '# jobs' }) }),
  savedOrganisations: (count: number) =>
    msg({ message: plural(count, { one: '# organisation', other: '# organisations' }) }),
  profileHeading: msg`Personal details`,
  saveProfile: msg`Save changes`,
  saving: msg`Saving…`,
  profileSaved: msg`Your details have been saved.`,
  passwordHeading: msg`Change password`,
  currentPassword: msg`Current password`,
  /** The server's text for a wrong current password (`translateText` finds it by its English). */
  currentPasswordIncorrect: msg`The current password is incorrect.`,
  passwordSaved: msg`Your password has been changed.`,
  favouriteJobs: msg`Jobs`,
  favouriteOrganisations: msg`Organisations`,
  noFavourites: msg`You have not saved any jobs or organisations yet.`,
  remove: msg`Remove`,
  /** Announced after a favourite was removed; `name` is the job title or organisation name. */
  removed: (name: string) => msg`${name} was removed from your favourites.`,
  /** Shown in the editor only, above the example account. */
  example: msg`Example data: a logged-in candidate or employer sees their own account here.`,
};
