import { msg } from '@lingui/core/macro';

/** Texts of the job details page and its apply form. */
export const applyMessages = {
  /** The apply dialog's title. */
  applyFor: (title: string) => msg`Apply for ${title}`,
  jobInformation: msg`Job information`,
  /** Headings of the four parts of a job text written in the platform's parts. */
  platformText: {
    job: msg`The job`,
    function: msg`What you bring`,
    company: msg`The company`,
    offer: msg`What we offer`,
  },
  location: msg`Location`,
  backToJobs: msg`Back to jobs`,
  moreAboutOrganisation: (name: string) => msg`More about ${name}`,
  exampleJob: msg`Example job: visitors see the job of the page's address here.`,
  /** Segment group names when the site configuration does not name a group. */
  segmentGroups: {
    time: msg`Working time`,
    education: msg`Education`,
    career_level: msg`Career level`,
    contract: msg`Contract`,
    industry: msg`Industry`,
  },
  cv: msg`CV`,
  motivationLetter: msg`Motivation letter`,
  motivationText: msg`Message to the employer`,
  fileHint: (types: string, size: number) => msg`${types}, at most ${size} MB`,
  uploading: msg`Uploading…`,
  uploaded: (name: string) => msg`Uploaded: ${name}`,
  uploadFailed: msg`File upload error`,
  salutation: msg`Salutation`,
  salutationNone: msg`No salutation`,
  salutations: {
    mr: msg`Mr.`,
    miss: msg`Ms.`,
  },
  givenName: msg`First name`,
  familyName: msg`Last name`,
  email: msg`Email`,
  phone: msg`Phone number`,
  phoneCountry: msg`Country code`,
  newsletters: msg`Newsletters`,
  createAccount: msg`Also create a candidate account with these details`,
  optional: msg`(optional)`,
  submit: msg`Send application`,
  submitting: msg`Sending…`,
  fieldRequired: (field: string) => msg`${field} is required.`,
  emailInvalid: msg`Enter a valid email address.`,
  phoneInvalid: msg`Enter a valid phone number.`,
  termsRequired: msg`Accept the terms and conditions to apply.`,
  successTitle: msg`Thank you for applying!`,
  successText: msg`Your application has been sent to the employer.`,
};
