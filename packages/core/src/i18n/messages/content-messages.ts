import { msg } from '@lingui/core/macro';

/** Texts of the content blocks: contact form, article, news feed. */
export const contentMessages = {
  /** After a form's check in the editor, which sends nothing (the contact form). */
  editorNotSent: msg`Forms are not sent in the editor.`,
  /** Labels of the contact form's fields, keyed by the field ids of the contact block. */
  contactFields: {
    email: msg`Email`,
    name: msg`Name`,
    phone: msg`Phone`,
    subject: msg`Subject`,
    message: msg`Message`,
  },
  fieldRequired: (field: string) => msg`${field} is required.`,
  emailInvalid: msg`Enter a valid email address, such as name@example.com.`,
  phoneInvalid: msg`Enter a valid phone number.`,
  requiredHint: msg`Fields marked with * are required.`,
  sending: msg`Sending…`,
  sendFailed: msg`Your message could not be sent. Please try again.`,
  back: msg`Back`,
  sampleArticleTitle: msg`Sample article title`,
  sampleArticleText: msg`The text of the article shown on this page appears here. Open an article on the board to see it.`,
  newsEmpty: msg`There is no news yet.`,
  newsFailed: msg`The news could not be loaded.`,
  allNews: msg`All news`,
};
