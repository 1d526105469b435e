import { msg } from '@lingui/core/macro';

/**
 * Texts of the candidate list and candidate details pages (employers finding and contacting
 * candidates): part of the `account` catalog part, loaded with those blocks.
 */
export const candidateMessages = {
  /** A profile's title when the candidate named no position. */
  untitledCandidate: msg`Candidate`,
  place: msg`Place`,
  travelDistance: msg`Travel distance`,
  travelUpTo: (distance: string) => msg`Up to ${distance}`,
  openToRelocate: msg`Open to relocation`,
  minimumSalary: msg`Minimum salary`,
  availability: msg`Availability`,
  available: msg`Available`,
  notAvailable: msg`Not available`,
  aboutCandidate: msg`About the candidate`,
  workExperience: msg`Work experience`,
  education: msg`Education`,
  /** The end of an entry that is still going on. */
  present: msg`present`,
  candidateInformation: msg`Candidate information`,
  /** A badge on a profile the employer has asked to contact. */
  contacted: msg`Contacted`,
  backToCandidates: msg`Back to candidates`,
  exampleCandidate: msg`Example data: open a candidate's profile to see it here.`,
  contactTitle: msg`Contact this candidate`,
  contactIntro: msg`Introduce yourself and the job you have in mind. The candidate decides whether to share their contact details with you.`,
  introduction: msg`Introduction`,
  introductionRequired: msg`Write an introduction.`,
  introductionTooLong: (max: number) => msg`Write at most ${max} characters.`,
  sendRequest: msg`Send contact request`,
  sending: msg`Sending…`,
  requestSent: msg`Your contact request has been sent. You see the candidate's contact details once they accept it.`,
  requestedOn: (date: string) =>
    msg`You asked to contact this candidate on ${date}. You see their contact details once they accept.`,
  requestDeclined: msg`The candidate declined your contact request.`,
  requestAccepted: msg`The candidate accepted your contact request.`,
  contactDetails: msg`Contact details`,
  name: msg`Name`,
  email: msg`Email`,
  phone: msg`Phone`,
  downloadResume: (name: string) => msg`Download the resume ${name}`,
  employerOnly: msg`Only employers can contact candidates.`,
  logInAsEmployer: msg`Log in as an employer`,
  /** The contacted candidates tab of an employer's account. */
  statusFilter: msg`Show`,
  allRequests: msg`All requests`,
  statuses: {
    requested: msg`Waiting for an answer`,
    accepted: msg`Accepted`,
    declined: msg`Declined`,
  },
  requestedOnShort: (date: string) => msg`Asked on ${date}`,
  noContactedCandidates: msg`You have not asked to contact any candidates yet.`,
  noContactedWithStatus: msg`No contact requests with this status.`,
  findCandidates: msg`Find candidates`,
  /** Introducing a candidate who accepted to one of the employer's online jobs (a mail to them). */
  introduceNamed: (name: string) => msg`Introduce ${name} to a job`,
  introduceJob: msg`Job`,
  /** The job select's empty first choice: nothing is chosen for the employer. */
  introduceChooseJob: msg`Choose a job`,
  introduceJobRequired: msg`Choose the job to introduce them to.`,
  /**
   * After a job's title and place in the job select, for jobs that are otherwise alike: its own
   * reference, else the day it was published.
   */
  introduceJobReference: (reference: string) => msg`reference ${reference}`,
  introduceJobPublished: (date: string) => msg`published on ${date}`,
  introduceMessage: msg`Message (optional)`,
  introduceMessageHint: msg`Sent to the candidate with a link to the job.`,
  introduceSend: msg`Send the introduction`,
  introduceNoJobs: msg`You have no job online to introduce them to.`,
  introduced: (name: string, job: string) => msg`${name} will get a mail about ${job}.`,
  registerAsEmployer: msg`Create an employer account`,
};
