export interface ProfileProgressInput {
  hasResume: boolean;
  hasJobAlert: boolean;
}

/** A candidate's profile completion in percent: 20, plus 40 with a resume, plus 40 with a job alert. */
export function candidateProfileProgress({ hasResume, hasJobAlert }: ProfileProgressInput): number {
  return 20 + (hasResume ? 40 : 0) + (hasJobAlert ? 40 : 0);
}
