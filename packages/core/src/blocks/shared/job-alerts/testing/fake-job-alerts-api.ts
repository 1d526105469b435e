import type { JobAlert } from '@jobboard/schema';
import type {
  FakeAnswer,
  FakeApi,
  SentRequest,
} from '../../account-form/testing/render-account-block';

const BASE = '/api/candidate/v1/job-alerts';

/**
 * The candidate API's job alert calls over a list of alerts, as the reference server answers
 * them: newest first, 201 on create, 404 for an alert not on the list. `refuse` answers a
 * request instead (a refused save, a failed delete).
 */
export function fakeJobAlertsApi(
  initial: readonly JobAlert[],
  refuse: (request: SentRequest) => FakeAnswer | undefined = () => undefined,
): FakeApi & { alerts: JobAlert[] } {
  const alerts = [...initial];
  let nextId = Math.max(0, ...alerts.map((alert) => alert.id ?? 0)) + 1;
  const api = (request: SentRequest): FakeAnswer => {
    const refused = refuse(request);
    if (refused) return refused;
    if (!request.path.startsWith(BASE)) return { status: 404, body: { message: 'Not found' } };
    const id = Number(request.path.slice(BASE.length + 1));
    const at = alerts.findIndex((alert) => alert.id === id);
    const body = request.body as Omit<JobAlert, 'id'>;
    if (request.path === BASE) {
      if (request.method === 'GET') return { body: { data: alerts, total: alerts.length } };
      const created = { ...body, id: nextId++, uuid: `alert-${nextId}` };
      alerts.unshift(created);
      return { status: 201, body: { data: created } };
    }
    if (at < 0) return { status: 404, body: { message: 'Job alert not found.' } };
    if (request.method === 'GET') return { body: { data: alerts[at] } };
    if (request.method === 'PUT') {
      alerts[at] = { ...alerts[at], ...body, id };
      return { body: { data: alerts[at] } };
    }
    alerts.splice(at, 1);
    return { body: {} };
  };
  return Object.assign(api, { alerts });
}
