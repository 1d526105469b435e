import { setting } from '../settings/setting';

/** Image cards each leading to a job search, shared by the jobs per segment and per link blocks. */
export function cardTabsSetting() {
  return setting.list({
    tab: 'content',
    title: 'Cards',
    description: 'Image cards, each leading to the job list with its search.',
    maxItems: 24,
    itemLabel: 'title',
    fields: {
      title: setting.text({ tab: 'content', title: 'Title', default: '' }),
      image: setting.image({ tab: 'content', title: 'Image', default: '' }),
      jobQuery: setting.jobQuery({ tab: 'content', title: 'Search', default: {} }),
    },
    default: [],
  });
}
