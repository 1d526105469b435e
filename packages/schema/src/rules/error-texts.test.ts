import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, type ErrorTextKey, errorText } from './error-texts';

describe('ERROR_TEXTS', () => {
  it.each<[ErrorTextKey, string]>([
    ['generic', 'Error'],
    ['actionFailed', 'Some error happened. Could not perform action'],
    ['buyResumeFailed', 'Some error happened. Could not buy resume'],
    ['alreadyApplied', 'You cannot apply for this job, most likely you already applied.'],
    ['sitePasswordInvalid', 'site password invalid'],
    ['employerAccountRequired', 'Employer account required'],
    ['jobBoardNotThisSite', 'This job board does not belong to this site.'],
    ['productNotOffered', 'This product cannot be ordered on this job board.'],
    ['paymentTypeNotOffered', 'This payment type is not offered on this job board.'],
    ['employerSubscriptionsFetchFailed', 'Employer subscriptions fetch error'],
    ['jobSlotAssignmentFailed', 'Job slot assignment error'],
    ['serverError', 'Server error: {message}'],
    ['errorPageFailed', 'An error occurred while showing the error page'],
    ['pageNotFound', 'Page not found'],
    ['routeNotFound', 'This page could not be found'],
    ['pageNameRequired', 'The page name must be filled.'],
    ['uploadTooLarge', 'Image size can not exceed {number}MB!'],
    ['uploadFileTooLarge', 'File size can not exceed {number}MB!'],
    ['uploadWrongType', 'Allowed file types: {typeNames}!'],
    ['sessionExpired', 'Session has expired'],
    ['adminCredentialsRequired', 'Please enter admin credentials'],
    ['translationUpdateFailed', 'Oops a request error happened. Could not update the translation'],
    ['imageUploadFailed', 'Could not upload image.'],
    ['fileUploadFailed', 'File upload error'],
    ['imageUploadServerError', 'Image upload server error'],
    ['duplicatePageFailed', 'Failed to duplicate page'],
  ])('%s keeps its wording (the spec’s where it has one)', (key, expected) => {
    expect(ERROR_TEXTS[key]).toBe(expected);
  });

  it('has a non-empty text for every key', () => {
    for (const text of Object.values(ERROR_TEXTS)) expect(text.trim()).not.toBe('');
  });
});

describe('errorText', () => {
  it.each<[ErrorTextKey, Record<string, string | number>, string]>([
    ['serverError', { message: 'connection refused' }, 'Server error: connection refused'],
    ['uploadTooLarge', { number: 5 }, 'Image size can not exceed 5MB!'],
    ['uploadWrongType', { typeNames: 'JPG, PNG' }, 'Allowed file types: JPG, PNG!'],
    ['pageNotFound', {}, 'Page not found'],
  ])('%s with %j', (key, values, expected) => {
    expect(errorText(key, values)).toBe(expected);
  });
});
