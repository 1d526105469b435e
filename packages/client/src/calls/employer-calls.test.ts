import {
  buildAddressPayload,
  buildEmployerOrder,
  buildEmployerRegistration,
} from '../../../schema/src/entities/fixtures';
import { describeSpecCalls, type SpecCall } from '../testing/spec-calls';

const file = new Blob(['logo'], { type: 'image/png' });
const registration = buildEmployerRegistration();
const address = buildAddressPayload();
const order = buildEmployerOrder();
const credentials = { email: 'hr@acme.example', password: 'secret-password' };
const E = '/api/employer/v1';

/** The employer API's calls of product.md §7 and builder.md §7. */
const calls: SpecCall[] = [
  {
    spec: 'POST /login',
    call: (c) => c.employer.login(credentials),
    request: `POST ${E}/login`,
    body: { json: credentials },
  },
  {
    spec: 'POST /register (with company, addresses and phones)',
    call: (c) => c.employer.register(registration),
    request: `POST ${E}/register`,
    body: { json: registration },
  },
  { spec: 'GET /you', call: (c) => c.employer.getMe(), request: `GET ${E}/you` },
  {
    spec: 'PUT /profile',
    call: (c) => c.employer.updateProfile({ family_name: 'Jansen' }),
    request: `PUT ${E}/profile`,
    body: { json: { family_name: 'Jansen' } },
  },
  {
    spec: 'POST /logout (ends the session on the server)',
    call: (c) => c.employer.logout(),
    request: `POST ${E}/logout`,
  },
  {
    spec: 'POST /verify token',
    call: (c) => c.employer.verifyAccount('activation'),
    request: `POST ${E}/verify`,
    body: { json: { token: 'activation' } },
  },
  {
    spec: 'GET /jobs/{id} with=job_boards,product',
    call: (c) => c.employer.getJob(8),
    request: `GET ${E}/jobs/8?with=job_boards,product`,
  },
  {
    spec: 'GET /jobs page, limit 10, search, with=job_boards,product, sort +created_at, match[status]',
    call: (c) => c.employer.listJobs({ page: 2, search: 'dev', status: 'active' }),
    request:
      `GET ${E}/jobs?page=2&limit=10&search=dev&with=job_boards,product` +
      '&sort=%2Bcreated_at&match[status]=active',
  },
  {
    spec: 'DELETE /jobs/{id}',
    call: (c) => c.employer.deleteJob(8),
    request: `DELETE ${E}/jobs/8`,
  },
  {
    spec: 'POST /jobs/draft',
    call: (c) => c.employer.createDraftJob({ title: 'Chef' }),
    request: `POST ${E}/jobs/draft`,
    body: { json: { title: 'Chef' } },
  },
  {
    spec: 'PUT /jobs/{id}',
    call: (c) => c.employer.updateJob(8, { title: 'Sous-chef' }),
    request: `PUT ${E}/jobs/8`,
    body: { json: { title: 'Sous-chef' } },
  },
  {
    spec: 'PUT /jobs/{id}/publish/draft',
    call: (c) => c.employer.publishDraftJob(8, { title: 'Chef' }),
    request: `PUT ${E}/jobs/8/publish/draft`,
    body: { json: { title: 'Chef' } },
  },
  {
    spec: 'PUT /jobs/{id}/status status',
    call: (c) => c.employer.setJobStatus(8, 'paused'),
    request: `PUT ${E}/jobs/8/status`,
    body: { json: { status: 'paused' } },
  },
  {
    spec: 'POST /jobs/{id}/introduce-candidate',
    call: (c) => c.employer.introduceCandidate(8, { resume_id: 'r-2', message: 'Hi' }),
    request: `POST ${E}/jobs/8/introduce-candidate`,
    body: { json: { resume_id: 'r-2', message: 'Hi' } },
  },
  {
    spec: 'GET /jobs/{id}/kpi',
    call: (c) => c.employer.getJobKpi(8),
    request: `GET ${E}/jobs/8/kpi`,
  },
  {
    spec: 'GET /jobs/{id}/up-sell',
    call: (c) => c.employer.getJobUpsells(8),
    request: `GET ${E}/jobs/8/up-sell`,
  },
  {
    spec: 'POST /jobs/{id}/up-sell',
    call: (c) => c.employer.addJobUpsell(8, { product_id: 4, product_job_board_id: 9 }),
    request: `POST ${E}/jobs/8/up-sell`,
    body: { json: { product_id: 4, product_job_board_id: 9 } },
  },
  {
    spec: 'PUT jobs/{id}/slot subscription_id',
    call: (c) => c.employer.assignJobSlot(8, 21),
    request: `PUT ${E}/jobs/8/slot`,
    body: { json: { subscription_id: 21 } },
  },
  {
    spec: 'GET client/dashboard (subscriptions)',
    call: (c) => c.employer.getSubscriptions(),
    request: `GET ${E}/client/dashboard`,
  },
  { spec: 'GET /client', call: (c) => c.employer.getClientAccount(), request: `GET ${E}/client` },
  {
    spec: 'GET /client/credits-balance',
    call: (c) => c.employer.getCreditsBalance(),
    request: `GET ${E}/client/credits-balance`,
  },
  {
    spec: 'GET /client/contracts-balance',
    call: (c) => c.employer.getContractsBalance(),
    request: `GET ${E}/client/contracts-balance`,
  },
  {
    spec: 'PUT /client',
    call: (c) => c.employer.updateClientAccount({ name: 'Acme' }),
    request: `PUT ${E}/client`,
    body: { json: { name: 'Acme' } },
  },
  {
    spec: 'POST /client',
    call: (c) => c.employer.createClientAccount({ name: 'Acme 2' }),
    request: `POST ${E}/client`,
    body: { json: { name: 'Acme 2' } },
  },
  {
    spec: 'PUT /users/{id}/switch',
    call: (c) => c.employer.switchUser(77),
    request: `PUT ${E}/users/77/switch`,
  },
  {
    spec: 'GET /client/users (ours: the company’s users)',
    call: (c) => c.employer.listClientUsers(),
    request: `GET ${E}/client/users`,
  },
  {
    spec: 'POST /client/users (ours: invite a user)',
    call: (c) => c.employer.inviteClientUser({ email: 'new@acme.example', given_name: 'Nina' }),
    request: `POST ${E}/client/users`,
    body: { json: { email: 'new@acme.example', given_name: 'Nina' } },
  },
  {
    spec: 'DELETE /client/users/{id} (ours: remove a user)',
    call: (c) => c.employer.removeClientUser(12),
    request: `DELETE ${E}/client/users/12`,
  },
  {
    spec: 'GET /resumes query params',
    call: (c) => c.employer.listResumes({ search: 'nurse' }),
    request: `GET ${E}/resumes?search=nurse`,
  },
  {
    spec: 'GET /resumes/{id}',
    call: (c) => c.employer.getResume(12),
    request: `GET ${E}/resumes/12`,
  },
  {
    spec: 'POST /resumes/{id}/order introduction text',
    call: (c) => c.employer.orderResume(12, 'Hello!'),
    request: `POST ${E}/resumes/12/order`,
    body: { json: { introduction: 'Hello!' } },
  },
  {
    spec: 'GET /resumes/contacted page, with=resume, match[status], order +created_at',
    call: (c) => c.employer.listContactedCandidates({ page: 1, status: 'accepted' }),
    request: `GET ${E}/resumes/contacted?page=1&with=resume&match[status]=accepted&order=%2Bcreated_at`,
  },
  {
    spec: 'GET /applications (not in the spec: the job applicants tab), page, limit 10, a job',
    call: (c) => c.employer.listApplications({ page: 3, jobUuid: 'job-uuid' }),
    request: `GET ${E}/applications?page=3&limit=10&match[job_uuid]=job-uuid`,
  },
  {
    spec: 'GET /files/download/{token}',
    call: (c) => c.employer.downloadFile('f1'),
    request: `GET ${E}/files/download/f1`,
  },
  {
    spec: 'GET /api-tokens (not in the spec: the tokens tab)',
    call: (c) => c.employer.listApiTokens(),
    request: `GET ${E}/api-tokens`,
  },
  {
    spec: 'POST /api-tokens {name}',
    call: (c) => c.employer.createApiToken('Multiposter'),
    request: `POST ${E}/api-tokens`,
    body: { json: { name: 'Multiposter' } },
  },
  {
    spec: 'PUT /api-tokens/{id}',
    call: (c) => c.employer.updateApiToken(4, { active: false }),
    request: `PUT ${E}/api-tokens/4`,
    body: { json: { active: false } },
  },
  {
    spec: 'DELETE /api-tokens/{id}',
    call: (c) => c.employer.deleteApiToken(4),
    request: `DELETE ${E}/api-tokens/4`,
  },
  {
    spec: 'client addresses: GET (limit 20)',
    call: (c) => c.employer.listAddresses(),
    request: `GET ${E}/client/addresses?limit=20`,
  },
  {
    spec: 'client addresses: POST',
    call: (c) => c.employer.createAddress(address),
    request: `POST ${E}/client/addresses`,
    body: { json: address },
  },
  {
    spec: 'client addresses: PUT /{id}',
    call: (c) => c.employer.updateAddress(6, { delivery: true }),
    request: `PUT ${E}/client/addresses/6`,
    body: { json: { delivery: true } },
  },
  {
    spec: 'client addresses: DELETE /{id}',
    call: (c) => c.employer.deleteAddress(6),
    request: `DELETE ${E}/client/addresses/6`,
  },
  {
    spec: 'client addresses: POST /{id}/financial',
    call: (c) => c.employer.setFinancialAddress(6),
    request: `POST ${E}/client/addresses/6/financial`,
  },
  {
    spec: 'POST /orders/product/{productId} order payload',
    call: (c) => c.employer.orderProduct(4, order),
    request: `POST ${E}/orders/product/4`,
    body: { json: order },
  },
  { spec: 'GET /orders/{id}', call: (c) => c.employer.getOrder(31), request: `GET ${E}/orders/31` },
  {
    spec: 'GET /payment-types',
    call: (c) => c.employer.getPaymentTypes(),
    request: `GET ${E}/payment-types`,
  },
  {
    spec: 'POST /files/upload',
    call: (c) => c.employer.uploadFile(file, 'logo.png'),
    request: `POST ${E}/files/upload`,
    body: { form: { name: 'logo.png', public: 'true' } },
  },
];

describeSpecCalls('every employer call of the spec', calls);
