import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';

export const candidateDetailsBlock = defineBlock({
  type: 'candidate-details',
  title: 'Candidate details',
  description: 'One candidate profile, which employers can buy.',
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
