import { msg } from '@lingui/core/macro';

/**
 * The error texts of spec §8 that the renderer shows in notifications and forms. Keys and English
 * wording are those of the schema's `ERROR_TEXTS`, which the API uses too, so `translateText` also
 * translates a server message.
 */
export const errorMessages = {
  generic: msg`Error`,
  actionFailed: msg`Some error happened. Could not perform action`,
  buyResumeFailed: msg`Some error happened. Could not buy resume`,
  addressesFetchFailed: msg`Could not get the addresses.`,
  addressAddFailed: msg`Could not add the address.`,
  addressUpdateFailed: msg`Could not update the address.`,
  addressDeleteFailed: msg`Could not delete the address.`,
  addressSetPrimaryFailed: msg`Could not set the address as primary.`,
  addressSetDeliveryFailed: msg`Could not set the address as delivery address.`,
  addressSetFinancialFailed: msg`Could not set the address as financial address.`,
  alreadyApplied: msg`You cannot apply for this job, most likely you already applied.`,
  credentialsInvalid: msg`The email or password is incorrect.`,
  linkExpiredOrInvalid: msg`This link has expired or is invalid.`,
  accountActivationFailed: msg`Your account could not be activated.`,
  productNotBought: msg`This product has not been bought.`,
  emailAlreadyExists: msg`An account with this email already exists.`,
  sitePasswordInvalid: msg`site password invalid`,
  noAccountWithEmail: msg`No account with this email was found.`,
  jobUpsellFetchFailed: msg`Could not load the upsells of this job.`,
  jobUpsellFailed: msg`Could not add the upsell to this job.`,
  cardPaymentUnavailable: msg`Card payment is not available because it was not set up.`,
  jobBoardNotThisSite: msg`This job board does not belong to this site.`,
  productNotOffered: msg`This product cannot be ordered on this job board.`,
  paymentTypeNotOffered: msg`This payment type is not offered on this job board.`,
  uploadTooLarge: (number: number) => msg`Image size can not exceed ${number}MB!`,
  uploadFileTooLarge: (number: number) => msg`File size can not exceed ${number}MB!`,
  uploadWrongType: (typeNames: string) => msg`Allowed file types: ${typeNames}!`,
  uploadEmpty: msg`The file is empty.`,
  tokenNameTaken: msg`A token with this name already exists.`,

  employerAccountRequired: msg`Employer account required`,
  employerSubscriptionsFetchFailed: msg`Employer subscriptions fetch error`,
  jobSlotAssignmentFailed: msg`Job slot assignment error`,
};
