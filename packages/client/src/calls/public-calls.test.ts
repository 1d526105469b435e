import {
  buildCheckOrder,
  buildContactForm,
  buildJobApplication,
  buildPublicOrder,
} from '../../../schema/src/entities/fixtures';
import { describeSpecCalls, type SpecCall } from '../testing/spec-calls';

const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const application = buildJobApplication();
const publicOrder = buildPublicOrder();
const checkOrder = buildCheckOrder();
const contactForm = buildContactForm();
const P = '/api/public/v1';

const jobSearch = {
  'in[segment_ids]': [11, 51],
  'match[organisation_id]': 3,
  organisation_name: 'Acme',
  'range[salary_year]': [30000, 50000] as [number, number],
  page: 2,
  limit: 10,
  search: 'zorg',
  location_name: 'Utrecht',
  lat: 52.09,
  lon: 5.12,
  distance: 25,
  sort: 'newest' as const,
  'in[product_id]': [4],
  upsells: true,
};

/** The public API's calls of product.md §7 and builder.md §7 (host resolution: resolve-host.test.ts). */
const calls: SpecCall[] = [
  {
    spec: 'GET jobs/slug/{slug} with=organisation',
    call: (c) => c.public.getJobBySlug('senior-dev'),
    request: `GET ${P}/jobs/slug/senior-dev?with=organisation`,
  },
  {
    spec: 'GET job-boards/{boardId}/jobs with every filter',
    call: (c) => c.public.searchBoardJobs(1, jobSearch),
    request:
      `GET ${P}/job-boards/1/jobs?in[segment_ids]=11,51&match[organisation_id]=3` +
      '&organisation_name=Acme&range[salary_year]=30000,50000&page=2&limit=10&search=zorg' +
      '&location_name=Utrecht&lat=52.09&lon=5.12&distance=25&sort=-from&in[product_id]=4&upsells=1',
  },
  {
    spec: 'featured jobs: limit, sort, scope group_organisations, premium 0 or 1',
    call: (c) =>
      c.public.searchBoardJobs(1, {
        limit: 3,
        sort: 'featured',
        scope: 'group_organisations',
        premium: 1,
      }),
    request: `GET ${P}/job-boards/1/jobs?limit=3&sort=featured&scope=group_organisations&premium=1`,
  },
  {
    spec: 'product.md §9: sort options map to the API order (ascendingTillDate → till)',
    call: (c) => c.public.searchBoardJobs(1, { sort: 'ascendingTillDate' }),
    request: `GET ${P}/job-boards/1/jobs?sort=till`,
  },
  {
    spec: 'premium jobs: match[premium]',
    call: (c) => c.public.searchBoardJobs(1, { 'match[premium]': 1 }),
    request: `GET ${P}/job-boards/1/jobs?match[premium]=1`,
  },
  {
    spec: 'GET job-boards/{boardId}/jobs/strategy',
    call: (c) => c.public.getJobStrategy(1),
    request: `GET ${P}/job-boards/1/jobs/strategy`,
  },
  {
    spec: 'POST /jobs/{uuid}/apply',
    call: (c) => c.public.applyToJob('job-uuid', application),
    request: `POST ${P}/jobs/job-uuid/apply`,
    body: { json: application },
  },
  {
    spec: 'POST /jobs/{id}/apply/file-upload (file, name)',
    call: (c) => c.public.uploadApplyFile(42, file, 'cv.pdf'),
    request: `POST ${P}/jobs/42/apply/file-upload`,
    body: { form: { name: 'cv.pdf' } },
  },
  {
    spec: 'GET /jobs/{uuid}/related limit (default 10)',
    call: (c) => c.public.getRelatedJobs('job-uuid'),
    request: `GET ${P}/jobs/job-uuid/related?limit=10`,
  },
  {
    spec: 'GET /jobs/{uuid}/related with a limit',
    call: (c) => c.public.getRelatedJobs('job-uuid', 3),
    request: `GET ${P}/jobs/job-uuid/related?limit=3`,
  },
  {
    spec: 'GET /job-boards/{id}/suggestions search',
    call: (c) => c.public.getSuggestions(1, 'verp'),
    request: `GET ${P}/job-boards/1/suggestions?search=verp`,
  },
  {
    spec: 'GET /candidates query params',
    call: (c) => c.public.listCandidates({ page: 1, limit: 10 }),
    request: `GET ${P}/candidates?page=1&limit=10`,
  },
  {
    spec: 'GET /candidates match[uuid]',
    call: (c) => c.public.getCandidate('res-uuid'),
    request: `GET ${P}/candidates?match[uuid]=res-uuid`,
  },
  {
    spec: 'GET /candidates/status/{token}',
    call: (c) => c.public.getContactRequestStatus('req'),
    request: `GET ${P}/candidates/status/req`,
  },
  {
    spec: 'GET /candidates/status/{token}/approve',
    call: (c) => c.public.approveContactRequest('req'),
    request: `GET ${P}/candidates/status/req/approve`,
  },
  {
    spec: 'GET /candidates/status/{token}/decline',
    call: (c) => c.public.declineContactRequest('req'),
    request: `GET ${P}/candidates/status/req/decline`,
  },
  {
    spec: 'POST /files/upload (file, name, public)',
    call: (c) => c.public.uploadFile(file, 'x.png', false),
    request: `POST ${P}/files/upload`,
    body: { form: { name: 'x.png', public: 'false' } },
  },
  {
    spec: 'POST /validate-token token',
    call: (c) => c.public.validateToken('site-token'),
    request: `POST ${P}/validate-token`,
    body: { json: { token: 'site-token' } },
  },
  {
    spec: 'site password gate (reference server): POST /site-auth password',
    call: (c) => c.public.unlockSite('open sesame'),
    request: `POST ${P}/site-auth`,
    body: { json: { password: 'open sesame' } },
  },
  {
    spec: 'GET /payment-types',
    call: (c) => c.public.getPaymentTypes(),
    request: `GET ${P}/payment-types`,
  },
  {
    spec: 'POST /orders (order payload)',
    call: (c) => c.public.placeOrder(publicOrder),
    request: `POST ${P}/orders`,
    body: { json: publicOrder },
  },
  {
    spec: 'POST /orders (a check-only order holds only email)',
    call: (c) => c.public.checkOrderEmail(checkOrder),
    request: `POST ${P}/orders`,
    body: { json: checkOrder },
  },
  {
    spec: 'GET /job-boards/{id}/products',
    call: (c) => c.public.listProducts(1),
    request: `GET ${P}/job-boards/1/products`,
  },
  {
    spec: 'GET /configuration',
    call: (c) => c.public.getConfiguration(),
    request: `GET ${P}/configuration`,
  },
  {
    spec: 'site read: GET /job-board-builder/sites/{id}?locale=NL',
    call: (c) => c.public.getSite(18),
    request: `GET ${P}/job-board-builder/sites/18?locale=NL`,
  },
  {
    spec: 'GET /organisations/{slug}',
    call: (c) => c.public.getOrganisation('acme'),
    request: `GET ${P}/organisations/acme`,
  },
  {
    spec: 'GET /organisations',
    call: (c) => c.public.listOrganisations({ search: 'ac' }),
    request: `GET ${P}/organisations?search=ac`,
  },
  {
    spec: 'GET /job-boards/{id}/organisations (limit, sort, match[premium], search, page)',
    call: (c) =>
      c.public.listBoardOrganisations(1, {
        limit: 3,
        sort: 'random',
        premium: true,
        search: 'a',
        page: 1,
      }),
    request: `GET ${P}/job-boards/1/organisations?limit=3&sort=random&match[premium]=1&search=a&page=1`,
  },
  {
    spec: 'GET /cms (limit, page, sort +created_at, locale)',
    call: (c) => c.public.listArticles({ limit: 9, page: 1 }),
    request: `GET ${P}/cms?limit=9&page=1&sort=%2Bcreated_at&locale=nl`,
  },
  {
    spec: 'GET /cms/slug/{slug}',
    call: (c) => c.public.getArticle('hello'),
    request: `GET ${P}/cms/slug/hello`,
  },
  {
    spec: 'GET /rss with url',
    call: (c) => c.public.readRssFeed('https://news.example/feed?x=1'),
    request: `GET ${P}/rss?url=https%3A%2F%2Fnews.example%2Ffeed%3Fx%3D1`,
  },
  {
    spec: 'GET /job-boards/{id}/forward with url',
    call: (c) => c.public.getRedirect(1, '/old-path'),
    request: `GET ${P}/job-boards/1/forward?url=%2Fold-path`,
  },
  {
    spec: 'GET /job-boards/{id}/landing-pages (match[locale], page, limit default 10)',
    call: (c) => c.public.listLandingPages(1, { page: 1 }),
    request: `GET ${P}/job-boards/1/landing-pages?match[locale]=nl&page=1&limit=10`,
  },
  {
    spec: 'GET /landing-pages/{slug}',
    call: (c) => c.public.getLandingPage('zorg-utrecht'),
    request: `GET ${P}/landing-pages/zorg-utrecht`,
  },
  {
    spec: 'POST /job-boards/{id}/contact with form fields plus email_contact_form',
    call: (c) => c.public.sendContactForm(1, contactForm),
    request: `POST ${P}/job-boards/1/contact`,
    body: { json: contactForm },
  },
  {
    spec: 'A geo search service: GET search with location and countries',
    call: (c) => c.geo.searchPlaces({ location: 'Amst', countries: ['NL', 'BE'] }),
    request: 'GET /geo/search?location=Amst&countries=NL,BE',
  },
  {
    spec: 'A tracking pixel may be fetched by GET',
    call: (c, serverUrl) => c.fetchTrackingPixel(`${serverUrl}/pixel.gif?c=1`),
    request: 'GET /pixel.gif?c=1',
  },
];

describeSpecCalls('every public call of the spec', calls);
