import { msg } from '@lingui/core/macro';

/**
 * Texts of the job search and job list blocks that search-messages, list-messages and
 * job-messages do not have.
 */
export const jobSearchMessages = {
  /** The label of the listbox of place suggestions. */
  places: msg`Places`,
  /** The label of the distance select; `unit` is km or mi. */
  distanceIn: (unit: string) => msg`Distance in ${unit}`,
  jobsLoadFailed: msg`The jobs could not be loaded.`,
  tryAgain: msg`Try again`,
  /** Added to a failed read's alert when Try again failed too. */
  stillFailing: msg`It still could not be loaded.`,
  jobAlert: msg`Job alert`,
  createJobAlert: msg`Create a job alert`,
  close: msg`Close`,
  /** The label of the split view's panel that shows the chosen job. */
  jobPreview: msg`Job preview`,
  openJob: msg`Open the job page`,
};
