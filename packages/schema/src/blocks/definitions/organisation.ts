import { defineBlock } from '../define-block';
import { JOBS_LAYOUTS } from '../options';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const organisationBlock = defineBlock({
  type: 'organisation',
  title: 'Organisation',
  description: 'One employer: profile, information and its jobs.',
  group: 'employers',
  icon: 'building',
  settings: {
    title: setting.text({
      tab: 'content',
      title: 'Jobs title',
      description: 'Placeholders such as #name# take the organisation’s values.',
      default: defaultText('organisationJobs'),
    }),
    subtitle: setting.text({ tab: 'content', title: 'Jobs subtitle', default: '' }),
    jobsLayout: setting.select({
      tab: 'layout',
      title: 'Jobs layout',
      allowed: JOBS_LAYOUTS,
      default: 'list',
    }),
  },
});
