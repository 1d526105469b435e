import type { Job } from '@jobboard/schema';

export interface ContactOwnerButtonProps {
  job: Job;
  /** The block's `contactOwnerButtonText`. */
  text: string;
}

/** The address that reaches whoever posted the job: its recruiter, its apply address or its organisation. */
export function ownerEmailOf(job: Job): string | null {
  return job.recruiter_email || job.apply_email || job.organisation?.email || null;
}

/**
 * What a logged-in employer sees instead of the apply button: a mail link to the job's owner.
 * Nothing when the job names no address.
 */
export function ContactOwnerButton({ job, text }: ContactOwnerButtonProps) {
  const email = ownerEmailOf(job);
  if (!email) return null;
  const subject = encodeURIComponent(job.title);
  return (
    <a className="jb-button" href={`mailto:${email}?subject=${subject}`}>
      {text}
    </a>
  );
}
