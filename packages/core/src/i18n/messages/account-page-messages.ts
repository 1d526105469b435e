import { msg, plural } from '@lingui/core/macro';

/**
 * Texts of the account block (my account): its header, tabs, profile and password forms and the
 * favourites list; the job alerts tab's are job-alert-messages.ts. Field labels, validation and
 * failure texts are the login and registration forms' (account-messages.ts, password-messages.ts,
 * content-messages.ts, error-messages.ts).
 */
export const accountPageMessages = {
  /** After the activation mail's link (`?verify_token=`) verified the account. */
  accountActivated: msg`Your account is activated.`,
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
    resume: msg`Resume`,
    'job-applications': msg`Applications`,
    'job-applicants': msg`Applicants`,
    'contact-requests': msg`Contact requests`,
    'contacted-candidates': msg`Contacted candidates`,
    client: msg`Company`,
    organisations: msg`Organisations`,
    tokens: msg`Tokens`,
    'web-shop': msg`Web shop`,
    // Its own context: an employer's jobs are their postings (ro: anunțuri), not places of work.
    'manage-jobs': msg({ message: 'Jobs', context: 'employer' }),
  },
  /** The candidate's figures and activity on their dashboard (`GET /kpi`, `GET /logs`). */
  yourFigures: msg`Your figures`,
  figureApplications: msg`Applications sent`,
  figureFavouriteJobs: msg`Saved jobs`,
  figureFavouriteOrganisations: msg`Saved employers`,
  figureJobAlerts: msg`Job alerts`,
  figureContactRequests: msg`Contact requests`,
  contactRequestsWaiting: (total: string, waiting: string) => msg`${total} (to answer: ${waiting})`,
  recentActivity: msg`Recent activity`,
  noActivity: msg`Nothing has happened in your account yet.`,
  moreActivity: msg`Show more activity`,
  activityApplication: (title: string) => msg`You applied for ${title}`,
  activityFavourite: (name: string) => msg`You saved ${name}`,
  activityJobAlert: (title: string) => msg`You created the job alert ${title}`,
  activityJobAlertAnywhere: msg`You created a job alert`,
  activityContactRequest: (client: string) => msg`${client} asked to contact you`,
  activityAccount: msg`You created your account`,
  activityGone: msg`a job that is no longer online`,
  activityEmployerGone: msg`an employer that is no longer shown`,
  /** A job's figures above its form (`GET /jobs/{id}/kpi`). */
  jobFigures: msg`Figures of this job`,
  jobApplicationsLabel: msg`Applications`,
  jobApplicationsValue: (total: string, recent: string) =>
    msg`${total} (${recent} in the last 7 days)`,
  jobFavouritesLabel: msg`Saved as a favourite`,
  /** A published job's up-sells (products that lift it in searches), under its figures. */
  upsellsHeading: msg`Promote this job`,
  upsellTerms: (price: string, days: number) =>
    msg({ message: plural(days, { one: `${price} for # day`, other: `${price} for # days` }) }),
  upsellWithoutEnd: (price: string) => msg`${price}, without an end date`,
  upsellRunningUntil: (date: string) => msg`Running until ${date}`,
  upsellRunning: msg`Running`,
  orderUpsell: (name: string) => msg`Order ${name}`,
  upsellQuestion: (name: string, price: string) =>
    msg`Order ${name} for ${price}? The order is invoiced to your company.`,
  upsellOrdered: (name: string) => msg`${name} has been ordered for this job.`,
  /** The employer's tokens tab: tokens for multiposters. */
  tokensSummary: msg`Tokens that let a multiposter post your jobs on this job board.`,
  tokensIntro: msg`Give a multiposter a token so that it can post, pause and remove your jobs on this job board. A token works until you switch it off or delete it.`,
  tokenName: msg`Name of the token, such as the multiposter's name`,
  /** The token name's error when it is left empty (the label is too long for '{field} is required.'). */
  tokenNameRequired: msg`Enter a name for the token.`,
  createToken: msg`Create token`,
  creatingToken: msg`Creating…`,
  tokenCreated: (name: string) => msg`The token ${name} has been created.`,
  tokenSecret: msg`The token`,
  tokenSecretHint: msg`Copy the token now and give it to the multiposter: it is not shown again.`,
  copyToken: msg`Copy the token`,
  tokenCopied: msg`The token has been copied.`,
  noTokens: msg`You have no tokens yet.`,
  tokenLastUsed: (date: string) => msg`Last used on ${date}`,
  tokenNeverUsed: msg`Never used`,
  /** A token's state; its own context, as the word's form may follow the noun (ro: tokenul, activ). */
  tokenActive: msg({ message: 'Active', context: 'token' }),
  tokenInactive: msg`Switched off`,
  switchOff: msg`Switch off`,
  switchOn: msg`Switch on`,
  switchOffToken: (name: string) => msg`Switch off ${name}`,
  switchOnToken: (name: string) => msg`Switch on ${name}`,
  deleteToken: (name: string) => msg`Delete ${name}`,
  confirmDeleteToken: (name: string) =>
    msg`Delete ${name}? A multiposter that uses it can no longer post your jobs.`,
  tokenSwitchedOff: (name: string) => msg`${name} is switched off.`,
  tokenSwitchedOn: (name: string) => msg`${name} is switched on.`,
  tokenDeleted: (name: string) => msg`${name} has been deleted.`,
  /** The dashboard's line about the employer's organisations tab. */
  organisationsSummary: msg`The organisations your company manages on this job board.`,
  noOrganisations: msg`Your company manages no organisations on this job board yet.`,
  /** The dashboard's line about the employer's company tab. */
  clientSummary: msg`Your company's details, addresses and balance.`,
  /** On the account page when the employer was removed from the company they worked for. */
  movedFrom: (from: string, to: string) =>
    msg`You no longer belong to ${from}. You now work for ${to}.`,
  /** The employer's company tab. */
  balance: msg`Balance`,
  credits: (count: number) =>
    msg({ message: plural(count, { one: '# credit', other: '# credits' }) }),
  contracts: msg`Contracts`,
  noContracts: msg`You have no active contracts.`,
  /** The balance's job slots, apart from the contracts: a slot holds one job at a time. */
  jobSlots: msg`Job slots`,
  noJobSlots: msg`You have no job slots.`,
  remaining: (count: number) => msg({ message: plural(count, { one: '# left', other: '# left' }) }),
  unlimited: msg`Unlimited`,
  /** A job slot of the balance that holds a job, and one that holds none. */
  slotInUse: msg`holds a job`,
  slotFree: msg`free`,
  until: (date: string) => msg`until ${date}`,
  companyDetails: msg`Company details`,
  invoiceEmail: msg`Email address for invoices (optional)`,
  companyEmail: msg`Company email address (optional)`,
  vatNumber: msg`VAT number (optional)`,
  saveCompany: msg`Save company details`,
  companySaved: msg`Your company details have been saved.`,
  addresses: msg`Addresses`,
  noAddresses: msg`Your company has no addresses yet.`,
  noOwnAddresses: msg`You have no addresses yet.`,
  addAddress: msg`Add an address`,
  addressLimit: (count: number) =>
    msg`You keep ${count} addresses, the most there can be: delete one to add another.`,
  addressLine2: msg`Address line 2 (optional)`,
  addressLabel: msg`Name of the address, such as Head office (optional)`,
  addressLabelPersonal: msg`Name of the address, such as Home (optional)`,
  deliveryAddress: msg`Use for deliveries`,
  saveAddress: msg`Save address`,
  addressPrimary: msg`Primary`,
  /**
   * The label registration gives the employer's first address: the spec fixes it in English in
   * the payload (`Primary Address`), so the address book shows it in the board's language.
   */
  primaryAddressLabel: msg`Primary address`,
  addressDelivery: msg`Deliveries`,
  addressFinancial: msg`Invoices`,
  /**
   * An address's buttons show a short text; their accessible name (the `…Named` texts) holds
   * the short text and the address, so each button is told apart, say in a list of buttons.
   */
  editAddress: (address: string) => msg`Edit ${address}`,
  deleteAddress: (address: string) => msg`Delete ${address}`,
  confirmDeleteAddress: (address: string) => msg`Delete ${address}?`,
  makePrimary: msg`Make primary address`,
  makePrimaryNamed: (address: string) => msg`Make primary address: ${address}`,
  makeFinancial: msg`Use for invoices`,
  makeFinancialNamed: (address: string) => msg`Use for invoices: ${address}`,
  /** The short texts of a list item's buttons (addresses, tokens), named in full for assistive technology. */
  edit: msg`Edit`,
  delete: msg`Delete`,
  addressAdded: msg`The address has been added.`,
  addressSaved: msg`The address has been saved.`,
  addressDeleted: msg`The address has been deleted.`,
  addressPrimarySet: msg`The primary address has been changed.`,
  addressFinancialSet: (address: string) => msg`Invoices now go to ${address}.`,
  /** The dashboard's line about the employer's contacted candidates tab. */
  contactedCandidatesSummary: msg`See the candidates you asked to contact and whether they accepted.`,
  /** The dashboard's line about the employer's jobs tab. */
  manageJobsSummary: msg`Write, publish, pause and delete your jobs.`,
  /** The employer's jobs tab: the list. */
  newJob: msg`New job`,
  jobStatusFilter: msg`Show`,
  searchJobs: msg`Job title contains`,
  searchJobsButton: msg`Search`,
  allJobs: msg({ message: 'All jobs', context: 'employer' }),
  jobStatuses: {
    draft: msg`Draft`,
    active: msg`Published`,
    paused: msg`Paused`,
    expired: msg`Expired`,
    deleted: msg`Deleted`,
  },
  noJobs: msg`You have no jobs here yet.`,
  /** Above the job form that opened with the changes that were not saved. */
  jobDraftRestored: msg`Your changes that were not saved yet are back.`,
  /** The profile tab's section on the candidate's own data: the export and the deletion. */
  dataHeading: msg`Your data`,
  dataExportText: msg`Download everything this job board stores about you, as a JSON file.`,
  dataExport: msg`Download my data`,
  /** The downloaded file's name before its date: letters, digits and hyphens. */
  dataFileName: msg`my-data`,
  deleteAccountText: msg`Deleting your account removes your profile, favourites, job alerts and resume. Applications you sent stay with the employers who received them.`,
  deleteAccount: msg`Delete my account`,
  /** The notice on the home page the board goes to once the account is deleted. */
  accountDeleted: msg`Your account has been deleted.`,
  confirmDeleteAccount: msg`Delete your account for good? This cannot be undone.`,
  dataBusy: {
    export: msg`Preparing your data…`,
    delete: msg`Deleting your account…`,
  },
  jobOnline: (from: string, till: string) => msg`Online from ${from} until ${till}`,
  editJob: msg`Edit`,
  editJobNamed: (title: string) => msg`Edit ${title}`,
  publishJob: msg`Publish`,
  publishJobNamed: (title: string) => msg`Publish ${title}`,
  pauseJob: msg`Pause`,
  pauseJobNamed: (title: string) => msg`Pause ${title}`,
  resumeJob: msg`Put back online`,
  resumeJobNamed: (title: string) => msg`Put ${title} back online`,
  deleteJob: msg`Delete`,
  deleteJobNamed: (title: string) => msg`Delete ${title}`,
  confirmDeleteJob: (title: string) => msg`Delete ${title}? It goes offline for good.`,
  /** The question before deleting a draft, which was never online. */
  confirmDeleteDraft: (title: string) => msg`Delete ${title}? This cannot be undone.`,
  cancel: msg`Cancel`,
  /** Announced after a change; `title` is the job's. */
  jobPublished: (title: string) => msg`${title} is online.`,
  jobPaused: (title: string) => msg`${title} is paused.`,
  jobResumed: (title: string) => msg`${title} is back online.`,
  jobDeleted: (title: string) => msg`${title} has been deleted.`,
  jobSaved: (title: string) => msg`${title} has been saved.`,
  /** The employer's job form. */
  newJobHeading: msg`New job`,
  editJobHeading: (title: string) => msg`Edit ${title}`,
  backToJobs: msg`Back to your jobs`,
  jobTitle: msg`Job title`,
  jobText: msg`Job description (optional)`,
  jobTextHint: msg`An empty line starts a new paragraph.`,
  jobPlace: msg`Place (optional)`,
  jobCountry: msg`Country`,
  salaryMin: msg`Salary from (optional)`,
  salaryMax: msg`Salary up to (optional)`,
  salaryPer: msg`Salary per`,
  /** The short text job cards show (spec §5). */
  searchDescription: msg`Search description (optional)`,
  searchDescriptionHint: (max: number) =>
    msg`A short text shown with the job in search results, at most ${max} characters.`,
  hoursMin: msg`Hours per week from (optional)`,
  hoursMax: msg`Hours per week up to (optional)`,
  /** The choice of no hours per week in the job form's hours fields. */
  hoursNotGiven: msg`Not specified`,
  applyUrl: msg`Application web address (optional)`,
  applyEmail: msg`Application email (optional)`,
  saveDraft: msg`Save as draft`,
  saveJob: msg`Save changes`,
  saveAndPublish: msg`Save and publish`,
  /** Validation of the job form. */
  notANumber: msg`Enter a number of 0 or more.`,
  /** An amount with marks not written the board language's way: two amounts written its way. */
  amountFormat: (whole: string, decimals: string) =>
    msg`Write the amount like ${whole} or ${decimals}.`,
  maxBelowMin: msg`This must not be less than the lowest value.`,
  searchDescriptionTooLong: (max: number) =>
    msg`The search description may have at most ${max} characters.`,
  webAddressInvalid: msg`Enter a web address starting with http:// or https://.`,
  /** The job's organisation: one the employer's client manages. */
  jobOrganisation: msg`Organisation`,
  chooseOrganisation: msg`Choose an organisation`,
  /** The client's organisations could not be read: the form goes on without the choice. */
  organisationsFetchFailed: msg`Could not get the organisations.`,
  /** The server refused the organisation (no longer the client's, since the form opened). */
  organisationNotYours: msg`Choose one of the organisations of your company.`,
  /** The server refused a choice of a list (a country, a salary unit). */
  chooseListedOption: msg`Choose one of the options in the list.`,
  /** An amount or number of hours beyond the server's bounds; both written the board's way. */
  numberRange: (lowest: string, highest: string) =>
    msg`Enter a number from ${lowest} to ${highest}.`,
  /** A text longer than the server takes; `max` written the board's way. */
  textTooLong: (max: string) => msg`Use at most ${max} characters.`,
  /** The dashboard's line about the employer's web shop tab. */
  webShopSummary: msg`Buy job postings for your vacancies.`,
  /** The dashboard's progress bar of a candidate's profile (spec: 20, +40 resume, +40 alert). */
  profileProgressLabel: msg`Profile completeness`,
  profileProgress: (percent: number) => msg`Your profile is ${percent}% complete.`,
  /** The dashboard's next steps while the profile is not complete. */
  addResume: msg`Add your resume`,
  addJobAlert: msg`Create a job alert`,
  /** The dashboard's line about the resume tab. */
  resumeSummary: msg`Upload your resume so employers can find you.`,
  /** The dashboard's line about the contact requests tab. */
  contactRequestsSummary: msg`See which employers would like to get in touch with you.`,
  noResume: msg`You have not added a resume yet.`,
  resumePosition: msg`Position`,
  resumePlace: msg`Place`,
  resumeAvailability: msg`Availability`,
  available: msg`Available`,
  notAvailable: msg`Not available`,
  education: msg`Education`,
  workExperience: msg`Work experience`,
  /** The resume's file, named; a button that downloads it. */
  currentResumeFile: msg`Your resume file`,
  downloadFile: (name: string) => msg`Download ${name}`,
  uploadResume: msg`Upload your resume`,
  // The file input's own texts, in the board's language rather than the browser's.
  chooseFile: msg`Choose a file`,
  noFileChosen: msg`No file chosen`,
  replaceResume: msg`Replace your resume`,
  /** The allowed types and the largest size under the resume's file input. */
  resumeFileHint: (types: string, size: number) => msg`${types}, at most ${size} MB`,
  resumeUploading: msg`Uploading…`,
  resumeUploaded: (name: string) => msg`Your resume ${name} has been uploaded.`,
  /** The contact requests tab. */
  noContactRequests: msg`No employer has asked to get in touch with you yet.`,
  requestedOn: (date: string) => msg`Sent on ${date}`,
  contactRequested: msg`Waiting for your answer`,
  contactApproved: msg`You accepted`,
  contactDeclined: msg`You declined`,
  accept: msg`Accept`,
  decline: msg`Decline`,
  acceptNamed: (name: string) => msg`Accept the request of ${name}`,
  declineNamed: (name: string) => msg`Decline the request of ${name}`,
  /** Announced after an answer; `name` is the employer's. */
  acceptedNamed: (name: string) => msg`You accepted the request of ${name}.`,
  declinedNamed: (name: string) => msg`You declined the request of ${name}.`,
  /** A request whose employer has no name. */
  anEmployer: msg`An employer`,
  /** The heading of the request whose mailed link opened the contact requests tab. */
  linkedContactRequest: msg`The request from your email`,
  /** Under 'This link has expired or is invalid.': the link's request was answered before. */
  acceptedBefore: (name: string) => msg`You already accepted the request of ${name}.`,
  declinedBefore: (name: string) => msg`You already declined the request of ${name}.`,
  /** The dashboard's line about the profile tab. */
  editProfileSummary: msg`Change your name, email address or password.`,
  /** The dashboard's line about the favourites tab: `jobs` and `organisations` are counts. */
  favouritesSummary: (jobs: string, organisations: string) =>
    msg`You saved ${jobs} and ${organisations}.`,
  /** The dashboard's line about the job alerts tab. */
  jobAlertsSummary: msg`Get new jobs for your searches by email.`,
  /** The job applications tab. */
  jobApplicationsSummary: msg`See the jobs you applied for.`,
  noApplications: msg`You have not applied for a job yet.`,
  findJobs: msg`Find jobs`,
  appliedOn: (date: string) => msg`Applied on ${date}`,
  jobNoLongerOnline: msg`No longer online`,
  /** The employer's job applicants tab. */
  jobApplicantsSummary: msg`See who applied for your jobs and download their CVs.`,
  noApplicants: msg`No one has applied for your jobs yet.`,
  /** Before the job's title: "Applied for <job>". */
  appliedFor: msg`Applied for`,
  /** When the application came in, after the job it is for. */
  receivedOn: (date: string) => msg`Received on ${date}`,
  downloadCv: (name: string) => msg`Download CV: ${name}`,
  downloadMotivation: (name: string) => msg`Download motivation letter: ${name}`,
  savedJobs: (count: number) => msg({ message: plural(count, { one: '# job', other: '# jobs' }) }),
  savedOrganisations: (count: number) =>
    msg({ message: plural(count, { one: '# organisation', other: '# organisations' }) }),
  profileHeading: msg`Personal details`,
  saveProfile: msg`Save changes`,
  saving: msg`Saving…`,
  profileSaved: msg`Your details have been saved.`,
  /**
   * Saved with another email: the server mailed a link to the new address, and the account counts
   * as unconfirmed until it is used.
   */
  emailChanged: (email: string) =>
    msg`Your details have been saved. We sent a link to ${email} to confirm your new address.`,
  /** The candidate's: an unconfirmed account's resume is left out of employers' searches. */
  emailChangedCandidate: (email: string) =>
    msg`Your details have been saved. We sent a link to ${email} to confirm your new address. Until you confirm it, employers cannot find your resume.`,
  /** On the candidate's resume tab while their email is unconfirmed (`User.verified` false). */
  resumeHidden: (email: string) =>
    msg`Employers cannot find your resume until you confirm your email address ${email} with the link we sent to it.`,
  /** On an employer's dashboard while their email is unconfirmed (`User.verified` false). */
  confirmEmail: (email: string) =>
    msg`Confirm your email address ${email} with the link we sent to it.`,
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
