import type { CandidateProfile } from '../shared/candidate/candidate-requests';

/** The profile the editor shows on the candidate details page, which has no candidate of its own. */
export const EXAMPLE_CANDIDATE: CandidateProfile = {
  uuid: '00000000-0000-4000-8000-000000000000',
  position: 'Frontend developer',
  city: 'Utrecht',
  country: 'NL',
  travel_distance: 30,
  open_to_relocate: false,
  salary_type: 'month',
  salary_min: 3500,
  status: 'available',
  info: 'Developer with five years of experience in accessible web applications.',
  employer_history: [
    {
      name: 'Frontend developer',
      institution: 'Example Company',
      place: 'Utrecht',
      from: '2021-03-01',
      till: null,
    },
  ],
  education: [
    {
      name: 'Bachelor of ICT',
      institution: 'Example University of Applied Sciences',
      from: '2015-09-01',
      till: '2019-07-01',
    },
  ],
  segments: {},
};
