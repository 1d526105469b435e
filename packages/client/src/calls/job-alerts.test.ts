import { describe, expect, it } from 'vitest';
import { buildJobAlert } from '../../../schema/src/entities/fixtures';
import { createClient } from '../create-client';
import { useRecordingServer } from '../testing/recording-server';

const server = useRecordingServer();
const candidate = () => createClient({ apiBase: server.url, locale: 'nl' }).candidate;

const answered = buildJobAlert({
  id: 7,
  uuid: '5d0f2f7e-8d6b-4b43-9f4e-0d7c1e0b6a11',
  lat: 52.37,
  lon: 4.9,
  created_at: '2026-11-25T10:00:00.000Z',
});
const { id: _id, uuid: _uuid, created_at: _createdAt, ...body } = answered;

describe('reading the job alert answers', () => {
  it('lists the alerts with the total the answer gives', async () => {
    const older = { ...answered, id: 6 };
    server.respond(() => ({ json: { data: [answered, older], total: 30 } }));
    await expect(candidate().listJobAlerts()).resolves.toEqual({
      items: [answered, older],
      total: 30,
    });
  });

  it('reads an empty list', async () => {
    server.respond(() => ({ json: { data: [], total: 0 } }));
    await expect(candidate().listJobAlerts()).resolves.toEqual({ items: [], total: 0 });
  });

  it.each([
    ['getJobAlert', () => candidate().getJobAlert(7)],
    ['createJobAlert', () => candidate().createJobAlert(body)],
    ['updateJobAlert', () => candidate().updateJobAlert(7, body)],
  ])('%s resolves with the answered alert', async (_call, call) => {
    server.respond(() => ({ status: 201, json: { data: answered } }));
    await expect(call()).resolves.toEqual(answered);
  });

  it('deletes with a 204 and resolves with nothing', async () => {
    server.respond(() => ({ status: 204 }));
    await expect(candidate().deleteJobAlert(7)).resolves.toBeUndefined();
  });
});

describe('job alert calls the API refuses', () => {
  it('rejects a missing alert as a 404', async () => {
    server.respond(() => ({ status: 404, json: { message: 'Job alert not found.' } }));
    await expect(candidate().getJobAlert(99)).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('rejects a bad alert with its field errors', async () => {
    server.respond(() => ({
      status: 400,
      json: {
        message: 'These segments are not on this job board: 99.',
        errors: { segments: ['These segments are not on this job board: 99.'] },
      },
    }));
    await expect(candidate().createJobAlert({ ...body, segments: [99] })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { segments: ['These segments are not on this job board: 99.'] },
    });
  });

  it('rejects a 26th alert with the API text', async () => {
    const text = 'You can keep at most 25 job alerts. Remove one to add another.';
    server.respond(() => ({ status: 400, json: { message: text, errors: { alert: [text] } } }));
    await expect(candidate().createJobAlert(body)).rejects.toMatchObject({ status: 400, text });
  });
});
