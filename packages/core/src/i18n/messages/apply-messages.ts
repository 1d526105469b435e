import { msg } from '@lingui/core/macro';

/**
 * Texts of the apply dialog and its form: the `apply` catalog part (lingui.config.ts), loaded with
 * the dialog (`loadPart('apply')`), not before the first render. Only the dialog's modules may use
 * them; a text the job page shows belongs in job-details-messages.ts.
 */
export const applyMessages = {
  /** Under the success text after a check in the editor, which sends nothing. */
  editorNotSent: msg`Forms are not sent in the editor.`,
  /** The apply dialog's title. */
  applyFor: (title: string) => msg`Apply for ${title}`,
  cv: msg`CV`,
  motivationLetter: msg`Motivation letter`,
  motivationText: msg`Message to the employer`,
  fileHint: (types: string, size: number) => msg`${types}, at most ${size} MB`,
  uploading: msg`Uploading…`,
  // The file inputs' own texts, in the board's language rather than the browser's.
  chooseFile: msg`Choose a file`,
  noFileChosen: msg`No file chosen`,
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
  phoneInvalid: msg`Enter a valid phone number.`,
  termsRequired: msg`Accept the terms and conditions to apply.`,
  successTitle: msg`Thank you for applying!`,
  successText: msg`Your application has been sent to the employer.`,
  accountMailSent: msg`If this email address has no candidate account yet, we have sent you an email to choose a password for the one created with your application.`,
  /** Asked when the visitor closes the dialog after filling something in. */
  confirmCloseTitle: msg`Close without sending?`,
  confirmCloseText: msg`What you filled in will be lost.`,
  keepEditing: msg`Keep editing`,
  closeForm: msg`Close the form`,
  /**
   * The API's refusals an application meets when something changed while the form was open (the
   * job went offline, an uploaded file expired): translated by `translateText`.
   */
  serverTexts: [
    msg`This job is not published on this job board.`,
    msg`The CV upload was not found; upload the file again.`,
    msg`The motivation upload was not found; upload the file again.`,
  ],
};
