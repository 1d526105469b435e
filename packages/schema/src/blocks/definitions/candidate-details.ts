import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';

export const candidateDetailsBlock = defineBlock({
  type: 'candidate-details',
  title: 'Candidate details',
  description: "The profile of the candidate in the page's address; employers ask to contact them.",
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
