import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';

export const candidateDetailsBlock = defineBlock({
  type: 'candidate-details',
  title: 'Candidate details',
  description:
    "The profile of the candidate in the page's address: position, place, travel distance, minimum salary, availability, description, work experience, education and segments. A logged-in employer asks to contact the candidate with an introduction (buying the resume); the candidate accepts or declines in their account, and once accepted the employer sees their name, email, phone and resume file. Visitors and candidates read that this needs an employer account, with links to log in or register as an employer that come back to the profile.",
  group: 'employers',
  icon: 'id-card',
  settings: {
    hideSegmentsCard: setting.boolean({
      tab: 'detailsView',
      title: 'Hide segments card',
      default: false,
    }),
  },
});
