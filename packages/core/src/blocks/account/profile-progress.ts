/**
 * How complete a candidate's profile is, in percent (spec §4): 20 for the account, plus 40 with a
 * resume, plus 40 with a job alert.
 */
export function profileProgress(hasResume: boolean, hasJobAlert: boolean): number {
  return 20 + (hasResume ? 40 : 0) + (hasJobAlert ? 40 : 0);
}
