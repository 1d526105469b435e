import { msg, plural } from '@lingui/core/macro';

/** Labels of job cards and job details: apply, favourites, dates, salary and hours. */
export const jobMessages = {
  apply: msg`Apply`,
  applyNow: msg`Apply now`,
  /** Said on a job's page, in place of the apply button, to a candidate who applied. */
  appliedOn: (date: string) => msg`You applied for this job on ${date}.`,
  readMore: msg`Read more`,
  /** A read-more link's name, which says what it leads to (its visible text is 'Read more'). */
  readMoreAbout: (title: string) => msg`Read more: ${title}`,
  relatedJobs: msg`Related jobs`,
  remote: msg`Remote`,
  featured: msg`Featured`,
  favourites: msg`Favourites`,
  addFavourite: msg`Add to favourites`,
  removeFavourite: msg`Remove from favourites`,
  favouritesNeedAccount: msg`Create an account to save favourites`,
  /** A favourite clicked in the editor's preview, which saves none. */
  favouritesNotSavedInEditor: msg`Favourites are not saved in the editor.`,
  postedOn: (date: string) => msg`Posted on ${date}`,
  applyBefore: (date: string) => msg`Apply before ${date}`,
  salary: msg`Salary`,
  hoursPerWeek: msg`Hours per week`,
  salaryFrom: (amount: string) => msg`From ${amount}`,
  salaryUpTo: (amount: string) => msg`Up to ${amount}`,
  /** Salary type names, keyed by the job's `salary_type`. */
  salaryTypes: {
    hour: msg`Hour`,
    day: msg`Day`,
    month: msg`Month`,
    year: msg`Year`,
    project: msg`Project`,
  },
  /** A formatted salary followed by its unit, keyed by the job's `salary_type`. */
  salaryPer: {
    hour: (salary: string) => msg`${salary} per hour`,
    day: (salary: string) => msg`${salary} per day`,
    month: (salary: string) => msg`${salary} per month`,
    year: (salary: string) => msg`${salary} per year`,
    project: (salary: string) => msg`${salary} per project`,
  },
  /** `hours` is the formatted number or range; `count` (its upper bound) picks the plural form. */
  hours: (hours: string, count: number) =>
    msg({
      message: plural(count, {
        one: `${hours} hour per week`,
        other: `${hours} hours per week`,
      }),
    }),
  hoursAtLeast: (hours: string, count: number) =>
    msg({
      message: plural(count, {
        one: `At least ${hours} hour per week`,
        other: `At least ${hours} hours per week`,
      }),
    }),
  hoursUpTo: (hours: string, count: number) =>
    msg({
      message: plural(count, {
        one: `Up to ${hours} hour per week`,
        other: `Up to ${hours} hours per week`,
      }),
    }),
};
