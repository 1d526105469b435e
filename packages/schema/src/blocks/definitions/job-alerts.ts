import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const jobAlertsBlock = defineBlock({
  type: 'job-alerts',
  title: 'Job alerts',
  description: 'Manages a job alert from the link in its emails.',
  group: 'search',
  icon: 'bell',
  settings: {
    title: setting.text({ tab: 'content', title: 'Title', default: defaultText('manageJobAlert') }),
  },
});
