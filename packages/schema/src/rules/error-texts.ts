import { fillTemplate } from './fill-template';
import { UPLOAD_TEXTS } from './upload-rules';
import { PAGE_PATH_ERRORS } from './validate-page-path';

/**
 * The user-facing error texts of product.md §8 and builder.md §8, so the server, the client and
 * the renderer show one wording. Quoted spec texts are kept verbatim; where the spec only names
 * the failure, the text is ours. `{slots}` are filled with {@link errorText}.
 */
export const ERROR_TEXTS = {
  generic: 'Error',
  actionFailed: 'Some error happened. Could not perform action',
  buyResumeFailed: 'Some error happened. Could not buy resume',
  addressesFetchFailed: 'Could not get the addresses.',
  addressAddFailed: 'Could not add the address.',
  addressUpdateFailed: 'Could not update the address.',
  addressDeleteFailed: 'Could not delete the address.',
  addressSetPrimaryFailed: 'Could not set the address as primary.',
  addressSetDeliveryFailed: 'Could not set the address as delivery address.',
  addressSetFinancialFailed: 'Could not set the address as financial address.',
  alreadyApplied: 'You cannot apply for this job, most likely you already applied.',
  credentialsInvalid: 'The email or password is incorrect.',
  linkExpiredOrInvalid: 'This link has expired or is invalid.',
  accountActivationFailed: 'Your account could not be activated.',
  productNotBought: 'This product has not been bought.',
  emailAlreadyExists: 'An account with this email already exists.',
  sitePasswordInvalid: 'site password invalid',
  noAccountWithEmail: 'No account with this email was found.',
  jobUpsellFetchFailed: 'Could not load the upsells of this job.',
  jobUpsellFailed: 'Could not add the upsell to this job.',
  cardPaymentUnavailable: 'Card payment is not available because it was not set up.',
  // The API's refusals of an order (not worded by the spec), shown by the order forms.
  jobBoardNotThisSite: 'This job board does not belong to this site.',
  productNotOffered: 'This product cannot be ordered on this job board.',
  paymentTypeNotOffered: 'This payment type is not offered on this job board.',
  uploadTooLarge: UPLOAD_TEXTS.tooLarge,
  uploadFileTooLarge: UPLOAD_TEXTS.fileTooLarge,
  uploadWrongType: UPLOAD_TEXTS.wrongType,
  uploadEmpty: UPLOAD_TEXTS.empty,
  employerAccountRequired: 'Employer account required',
  tokenNameTaken: 'A token with this name already exists.',
  employerSubscriptionsFetchFailed: 'Employer subscriptions fetch error',
  jobSlotAssignmentFailed: 'Job slot assignment error',
  serverError: 'Server error: {message}',
  errorPageFailed: 'An error occurred while showing the error page',
  pageNotFound: 'Page not found',
  routeNotFound: 'This page could not be found',
  unsupportedLocale: 'This language is not available on this job board.',
  componentLoadFailed: 'This part of the page could not be loaded.',
  pageNameRequired: PAGE_PATH_ERRORS.required,
  sessionExpired: 'Session has expired',
  adminCredentialsRequired: 'Please enter admin credentials',
  translationUpdateFailed: 'Oops a request error happened. Could not update the translation',
  imageUploadFailed: 'Could not upload image.',
  fileUploadFailed: 'File upload error',
  imageUploadServerError: 'Image upload server error',
  duplicatePageFailed: 'Failed to duplicate page',
} as const;

export type ErrorTextKey = keyof typeof ERROR_TEXTS;

/** Labels the editor reports failed calls under (builder.md §8). */
export const EDITOR_ERROR_LABELS = {
  updateBlock: 'Update Block Error',
  createPage: 'Create Page Error',
  deletePage: 'Delete Page Error',
  duplicatePage: 'Duplicate Page Error',
} as const;

/** An error text with its `{slots}` filled: `errorText('serverError', {message})`. */
export function errorText(
  key: ErrorTextKey,
  values: Readonly<Record<string, string | number | undefined>> = {},
): string {
  return fillTemplate(ERROR_TEXTS[key], values);
}
