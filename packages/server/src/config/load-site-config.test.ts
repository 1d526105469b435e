import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

let server: TestServer;
let board: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
}, 60_000);
afterAll(() => server?.close());

async function configuration() {
  const response = await server.fetch('/api/public/v1/configuration', {
    headers: { 'X-Site-Host': board.host, 'X-Locale': 'en-US' },
  });
  return { status: response.status, body: (await response.json()) as { data: Config } };
}

interface Config {
  segments_groups: { key: string; name: string }[];
  segments: { key: string; name: string }[];
  job_boards: { placeholders: unknown[] }[];
  settings: Record<string, unknown>;
  languages: unknown[];
}

describe('the configuration of a board with damaged rows', () => {
  it('still answers, losing only the damaged parts', async () => {
    // Rows the API would not write: names that are no texts, settings of the wrong type.
    await sql`update segment_groups set names = '{"en-US": 5}'::jsonb where job_board_id = ${board.jobBoardId} and key = 'time'`.execute(
      server.db,
    );
    await sql`update segments set names = '"no map"'::jsonb where id = ${board.segment('time.fulltime')}`.execute(
      server.db,
    );
    await sql`update job_boards set
      settings = '{"app_currency": "USD", "app_credit_price": "lots", "app_use_imperial_system": "yes"}'::jsonb,
      placeholders = '[{"key": "email", "name": "E-mail", "value": "a@b.example"}, 5, {"key": "x"}]'::jsonb,
      languages = '[{"locale": "nl", "flag": null}, "en-US", null]'::jsonb
      where id = ${board.jobBoardId}`.execute(server.db);

    const { status, body } = await configuration();
    expect(status).toBe(200);
    const config = body.data;
    expect(config.segments_groups.find((group) => group.key === 'time')?.name).toBe('time');
    expect(config.segments.find((segment) => segment.key === 'fulltime')?.name).toBe('fulltime');
    expect(config.settings).toEqual({
      app_image: null,
      app_currency: 'USD',
      app_credit_price: 0,
      app_use_imperial_system: false,
      job_search_anonymous: false,
    });
    expect(config.job_boards[0]?.placeholders).toEqual([
      { key: 'email', name: 'E-mail', value: 'a@b.example' },
    ]);
    expect(config.languages).toEqual([{ locale: 'nl', flag: null }]);
  });
});
