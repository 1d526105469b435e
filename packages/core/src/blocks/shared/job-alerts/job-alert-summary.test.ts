import type { JobAlert } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildJobAlert, buildSiteConfig } from '../../../../../schema/src/entities/fixtures';
import { englishI18n } from '../../../blocks-runtime/testing/block-fixtures';
import { segmentNames, summarizeJobAlert } from './job-alert-summary';
import { JOB_ALERT_CONFIG } from './testing/job-alert-fixtures';

let i18n: I18n;
beforeAll(async () => {
  const board = await englishI18n();
  await board.loadPart('account');
  board.i18n.setMessagesCompiler(compileMessage);
  i18n = board.i18n;
});

const config = buildSiteConfig(JOB_ALERT_CONFIG);
const imperial = buildSiteConfig({
  ...JOB_ALERT_CONFIG,
  settings: { ...config.settings, app_use_imperial_system: true },
});

describe('summarizeJobAlert', () => {
  it.each<[string, Partial<JobAlert>, typeof config, object]>([
    [
      'a keyword, a place within its radius, categories and the frequency',
      { search: 'developer', city: 'Amsterdam', range: 25, segments: [12, 11], frequency: 'daily' },
      config,
      {
        name: 'developer',
        place: 'Amsterdam, within 25 km',
        segments: ['ICT', 'Bachelor'],
        frequency: 'Daily',
      },
    ],
    [
      'the radius in miles on an imperial site',
      { search: 'developer', city: 'Leeds', range: 10, frequency: 'direct' },
      imperial,
      { place: 'Leeds, within 10 mi', frequency: 'Immediately' },
    ],
    [
      'a place without a radius, named by it without a keyword',
      { search: '  ', city: 'Delft', range: null, segments: [], frequency: 'monthly' },
      config,
      { name: 'Delft', place: 'Delft', segments: [], frequency: 'Monthly' },
    ],
    [
      'neither keyword nor place as all jobs, without categories the site dropped',
      { search: null, city: null, segments: [99], frequency: 'weekly' },
      config,
      { name: 'All jobs', place: undefined, segments: [], frequency: 'Weekly' },
    ],
  ])('summarises %s', (_case, alert, site, expected) => {
    expect(summarizeJobAlert(buildJobAlert(alert), i18n, site)).toMatchObject(expected);
  });
});

describe('segmentNames', () => {
  it('names the ids in their order and leaves out those the site lacks', () => {
    expect(segmentNames(config, [12, 5, 11])).toEqual(['ICT', 'Bachelor']);
  });
});
