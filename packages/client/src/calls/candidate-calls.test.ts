import {
  buildAddressPayload,
  buildCandidateRegistration,
  buildJobAlert,
  buildJobApplication,
} from '../../../schema/src/entities/fixtures';
import { describeSpecCalls, type SpecCall } from '../testing/spec-calls';

const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const application = buildJobApplication();
const registration = buildCandidateRegistration();
const address = buildAddressPayload();
const { id: _alertId, ...alert } = buildJobAlert({ lat: 52.37, lon: 4.9 });
const credentials = { email: 'kim@example.com', password: 'secret-password' };
const passwordChange = { current_password: 'a', password: 'b', password_confirmation: 'b' };
const reset = {
  password: 'new-password',
  password_confirmation: 'new-password',
  token: 'reset-token',
};
const C = '/api/candidate/v1';

/** The candidate API's calls of product.md §7 and builder.md §7. */
const calls: SpecCall[] = [
  {
    spec: 'GET jobs/slug/{slug} (candidate client for a candidate job)',
    call: (c) => c.candidate.getJobBySlug('anon-job'),
    request: `GET ${C}/jobs/slug/anon-job?with=organisation`,
  },
  {
    spec: 'GET /jobs (candidate) with filters',
    call: (c) => c.candidate.searchJobs({ search: 'chef', limit: 10, sort: 'oldestOrg' }),
    request: `GET ${C}/jobs?search=chef&limit=10&sort=created_at`,
  },
  {
    spec: 'POST /jobs/{uuid}/apply',
    call: (c) => c.candidate.applyToJob('job-uuid', application),
    request: `POST ${C}/jobs/job-uuid/apply`,
    body: { json: application },
  },
  {
    spec: 'POST /jobs/{id}/apply/file-upload',
    call: (c) => c.candidate.uploadApplyFile('job-uuid', file, 'motivation.pdf'),
    request: `POST ${C}/jobs/job-uuid/apply/file-upload`,
    body: { form: { name: 'motivation.pdf' } },
  },
  {
    spec: 'GET /jobs/{uuid}/related',
    call: (c) => c.candidate.getRelatedJobs('job-uuid'),
    request: `GET ${C}/jobs/job-uuid/related?limit=10`,
  },
  {
    spec: 'POST /login',
    call: (c) => c.candidate.login(credentials),
    request: `POST ${C}/login`,
    body: { json: credentials },
  },
  {
    spec: 'POST /register',
    call: (c) => c.candidate.register(registration),
    request: `POST ${C}/register`,
    body: { json: registration },
  },
  { spec: 'GET /you', call: (c) => c.candidate.getMe(), request: `GET ${C}/you` },
  {
    spec: 'PUT /profile (profile without addresses and phones)',
    call: (c) => c.candidate.updateProfile({ given_name: 'Kim', addresses: [address], phones: [] }),
    request: `PUT ${C}/profile`,
    body: { json: { given_name: 'Kim' } },
  },
  {
    spec: 'PUT /profile/password',
    call: (c) => c.candidate.changePassword(passwordChange),
    request: `PUT ${C}/profile/password`,
    body: { json: passwordChange },
  },
  {
    spec: 'POST /logout (ends the session on the server)',
    call: (c) => c.candidate.logout(),
    request: `POST ${C}/logout`,
  },
  {
    spec: 'POST /verify token',
    call: (c) => c.candidate.verifyAccount('activation'),
    request: `POST ${C}/verify`,
    body: { json: { token: 'activation' } },
  },
  {
    spec: 'POST /password email',
    call: (c) => c.candidate.requestPasswordReset('kim@example.com'),
    request: `POST ${C}/password`,
    body: { json: { email: 'kim@example.com' } },
  },
  {
    spec: 'POST /password/reset password, password_confirmation, token',
    call: (c) => c.candidate.resetPassword(reset),
    request: `POST ${C}/password/reset`,
    body: { json: reset },
  },
  { spec: 'GET /kpi', call: (c) => c.candidate.getKpi(), request: `GET ${C}/kpi` },
  {
    spec: 'GET /logs with query params',
    call: (c) => c.candidate.getLogs({ page: 2 }),
    request: `GET ${C}/logs?page=2`,
  },
  {
    spec: 'GET /profile/gdpr',
    call: (c) => c.candidate.exportGdpr(),
    request: `GET ${C}/profile/gdpr`,
  },
  {
    spec: 'DELETE /profile',
    call: (c) => c.candidate.deleteAccount(),
    request: `DELETE ${C}/profile`,
  },
  {
    spec: 'GET /applications (not in the spec: the job applications tab), page and limit 10',
    call: (c) => c.candidate.listApplications({ page: 2 }),
    request: `GET ${C}/applications?page=2&limit=10`,
  },
  {
    spec: 'GET /applications of one job (not in the spec: a job page says the candidate applied)',
    call: (c) => c.candidate.listApplications({ jobUuid: 'job-uuid', limit: 1 }),
    request: `GET ${C}/applications?page=1&limit=1&match[job_uuid]=job-uuid`,
  },
  {
    spec: 'GET /favourites with=job,organisation, limit 50',
    call: (c) => c.candidate.listFavourites(),
    request: `GET ${C}/favourites?with=job,organisation&limit=50`,
  },
  {
    spec: 'POST /favourites organisation_id, job_id',
    call: (c) => c.candidate.addFavourite({ job_id: 9 }),
    request: `POST ${C}/favourites?with=job%2Corganisation`,
    body: { json: { job_id: 9 } },
  },
  {
    spec: 'DELETE /favourites/{id}',
    call: (c) => c.candidate.removeFavourite(5),
    request: `DELETE ${C}/favourites/5`,
  },
  {
    spec: 'GET /job-alerts (no query)',
    call: (c) => c.candidate.listJobAlerts(),
    request: `GET ${C}/job-alerts`,
  },
  {
    spec: 'GET /job-alerts page, limit',
    call: (c) => c.candidate.listJobAlerts({ page: 2, limit: 25 }),
    request: `GET ${C}/job-alerts?page=2&limit=25`,
  },
  {
    spec: 'GET /job-alerts/{id}',
    call: (c) => c.candidate.getJobAlert(4),
    request: `GET ${C}/job-alerts/4`,
  },
  {
    spec: 'POST /job-alerts search, frequency, city, lat, lon, range, segments, active',
    call: (c) => c.candidate.createJobAlert(alert),
    request: `POST ${C}/job-alerts`,
    body: { json: alert },
  },
  {
    spec: 'PUT /job-alerts/{id} with the whole alert',
    call: (c) => c.candidate.updateJobAlert(4, { ...alert, active: false }),
    request: `PUT ${C}/job-alerts/4`,
    body: { json: { ...alert, active: false } },
  },
  {
    spec: 'DELETE /job-alerts/{id}',
    call: (c) => c.candidate.deleteJobAlert(4),
    request: `DELETE ${C}/job-alerts/4`,
  },
  {
    spec: "GET /candidates match[uuid] (the candidate's own resume)",
    call: (c) => c.candidate.getOwnResume('u-1'),
    request: `GET ${C}/candidates?match[uuid]=u-1`,
  },
  {
    spec: 'GET /resume/clients (contact requests)',
    call: (c) => c.candidate.listContactRequests(),
    request: `GET ${C}/resume/clients`,
  },
  {
    spec: 'POST /resume/upload file, name',
    call: (c) => c.candidate.uploadResume(file, 'resume.pdf'),
    request: `POST ${C}/resume/upload`,
    body: { form: { name: 'resume.pdf' } },
  },
  {
    spec: 'GET /resume/download/{token}',
    call: (c) => c.candidate.downloadResume('dl'),
    request: `GET ${C}/resume/download/dl`,
  },
  {
    spec: 'GET /user/addresses (limit 20)',
    call: (c) => c.candidate.listAddresses(),
    request: `GET ${C}/user/addresses?limit=20`,
  },
  {
    spec: 'POST /user/addresses',
    call: (c) => c.candidate.createAddress(address),
    request: `POST ${C}/user/addresses`,
    body: { json: address },
  },
  {
    spec: 'PUT /user/addresses/{id}',
    call: (c) => c.candidate.updateAddress(3, { primary: true }),
    request: `PUT ${C}/user/addresses/3`,
    body: { json: { primary: true } },
  },
  {
    spec: 'DELETE /user/addresses/{id}',
    call: (c) => c.candidate.deleteAddress(3),
    request: `DELETE ${C}/user/addresses/3`,
  },
  {
    spec: 'POST /files/upload multipart file, name, public=true',
    call: (c) => c.candidate.uploadFile(file, 'photo.png'),
    request: `POST ${C}/files/upload`,
    body: { form: { name: 'photo.png', public: 'true' } },
  },
];

describeSpecCalls('every candidate call of the spec', calls);
