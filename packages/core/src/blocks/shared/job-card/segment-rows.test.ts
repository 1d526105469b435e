import { describe, expect, it } from 'vitest';
import { buildJob } from '../../../../../schema/src/entities/fixtures';
import { segmentRows } from './segment-rows';

const group = (id: number, key: string, name: string) => ({
  id,
  key,
  name,
  jobs: true,
  candidates: true,
  organisations: true,
});
const segment = (id: number, groupId: number, name: string) => ({
  id,
  key: name.toLowerCase(),
  name,
  segments_group_id: groupId,
  jobs: true,
  candidates: true,
  organisations: true,
});

describe('segmentRows', () => {
  it('names segments from the configuration in its group order, then unknown groups', () => {
    const job = buildJob({
      segments: { custom: [99], education: [11], industry: [51] },
      segments_names: { custom: ['Own'], education: ['Bachelor'], industry: ['ICT'] },
    });
    const config = {
      segments_groups: [group(1, 'industry', 'Sector'), group(2, 'education', 'Opleiding')],
      segments: [segment(11, 2, 'HBO'), segment(51, 1, 'IT')],
    };
    expect(segmentRows(job, config)).toEqual([
      { key: 'industry', name: 'Sector', values: ['IT'] },
      { key: 'education', name: 'Opleiding', values: ['HBO'] },
      { key: 'custom', name: null, values: ['Own'] },
    ]);
  });

  it('leaves out groups without values', () => {
    const job = buildJob({ segments: { time: [] }, segments_names: { time: [] } });
    expect(segmentRows(job, { segments_groups: [], segments: [] })).toEqual([]);
  });
});
