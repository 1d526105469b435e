import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { CodedApiError } from './accounts/account-errors';
import type { AppDeps, AppEnv, AppServices } from './app-env';
import { boardPageRoutes } from './board-pages/board-page-routes';
import { createGeoSearch } from './geo/index';
import { corsMiddleware } from './host/cors-middleware';
import { publicSiteGate } from './host/public-site-gate';
import { apiCachePolicy } from './http/api-cache-policy';
import { ApiError, errorBody } from './http/api-error';
import { createRateLimiter } from './http/rate-limit';
import { referrerPolicy } from './http/referrer-policy';
import { requestGuard } from './http/request-guard';
import { createMailer } from './mail/index';
import { accountRoutes } from './routes/account-routes';
import { candidateAddressRoutes, clientAddressRoutes } from './routes/address-routes';
import { apiTokenRoutes } from './routes/api-token-routes';
import { boardFormRoutes } from './routes/board-form-routes';
import { candidateActivityRoutes } from './routes/candidate-activity-routes';
import { candidateApplicationRoutes } from './routes/candidate-application-routes';
import { candidateDataRoutes } from './routes/candidate-data-routes';
import { candidateJobRoutes } from './routes/candidate-job-routes';
import { clientRoutes } from './routes/client-routes';
import { clientUserRoutes } from './routes/client-user-routes';
import { commerceRoutes } from './routes/commerce-routes';
import { contentRoutes } from './routes/content-routes';
import { employerApplicationRoutes } from './routes/employer-application-routes';
import { employerJobRoutes } from './routes/employer-job-routes';
import { employerResumeRoutes } from './routes/employer-resume-routes';
import { favouriteRoutes } from './routes/favourite-routes';
import { geoRoutes } from './routes/geo-routes';
import { hostRoutes } from './routes/host-routes';
import { jobAlertRoutes } from './routes/job-alert-routes';
import { jobRoutes } from './routes/job-routes';
import { mpJobRoutes } from './routes/mp-job-routes';
import { employerOrderRoutes, publicOrderRoutes } from './routes/order-routes';
import { organisationRoutes } from './routes/organisation-routes';
import { passwordRoutes } from './routes/password-routes';
import { publicCandidateRoutes } from './routes/public-candidate-routes';
import { candidateResumeRoutes, publicContactRequestRoutes } from './routes/resume-routes';
import { rssRoutes } from './routes/rss-routes';
import { siteRoutes } from './routes/site-routes';
import { publicFileRoutes, roleFileUploadRoutes, uploadRoutes } from './routes/upload-routes';
import { findSdkBundles, sdkRoutes } from './sdk/index';
import { createUploadStore } from './uploads/index';

/** The public API family's base path (spec: /api/{family}/v1). */
export const PUBLIC_API = '/api/public/v1';
/** The candidate API family's base path. */
export const CANDIDATE_API = '/api/candidate/v1';
/** The employer API family's base path. */
export const EMPLOYER_API = '/api/employer/v1';
/** The multiposter API family's base path, for clients' API tokens. */
export const MP_API = '/api/mp/v1';
/** Base of the geo search service; the SDK's geo base URL is `<origin>/geo`. */
export const GEO_API = '/geo';

/** The reference API as a Hono app; `app.request()` works in tests without a server. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Outermost: every text answer a browser accepts compressed goes gzipped (a board page of
  // 170 KB, mostly its state, is 21 KB; the SDK's runtime chunk 112 KB is 40 KB). On slow mobile
  // connections the uncompressed page alone took over a second.
  app.use('*', compress());
  // First, so every answer has it: board pages carry tokens in their query.
  app.use('*', referrerPolicy());
  app.use('*', corsMiddleware(deps.db));
  // Before any route reads the request (after CORS, so browsers can read its refusals): no NUL
  // in the URL or a JSON body, bodies capped at 64 KB (uploads at 10 MB), JSON nested at most
  // 32 deep.
  app.use('*', requestGuard());
  app.use('/api/*', apiCachePolicy());
  const services: AppServices = {
    ...deps,
    mailer: deps.mailer ?? createMailer({ dataDir: deps.dataDir }),
    uploads: deps.uploads ?? createUploadStore({ dataDir: deps.dataDir }),
    geo: deps.geo ?? createGeoSearch(),
    rateLimiter: createRateLimiter({ overrides: deps.rateLimits, trustProxy: deps.trustProxy }),
  };
  app.use('*', async (c, next) => {
    c.set('deps', services);
    await next();
  });

  for (const family of [PUBLIC_API, CANDIDATE_API, EMPLOYER_API]) {
    app.use(`${family}/*`, publicSiteGate);
  }
  app.route('/', hostRoutes());
  app.route(PUBLIC_API, siteRoutes());
  app.route(PUBLIC_API, jobRoutes());
  app.route(PUBLIC_API, organisationRoutes());
  app.route(PUBLIC_API, contentRoutes());
  app.route(PUBLIC_API, commerceRoutes());
  app.route(PUBLIC_API, boardFormRoutes());
  app.route(PUBLIC_API, publicOrderRoutes());
  app.route(PUBLIC_API, uploadRoutes());
  app.route(PUBLIC_API, rssRoutes());
  app.route(PUBLIC_API, publicContactRequestRoutes());
  app.route(PUBLIC_API, publicCandidateRoutes());
  app.route(CANDIDATE_API, candidateJobRoutes());
  app.route(CANDIDATE_API, accountRoutes('candidate'));
  app.route(CANDIDATE_API, candidateDataRoutes());
  app.route(CANDIDATE_API, candidateActivityRoutes());
  app.route(CANDIDATE_API, candidateApplicationRoutes());
  app.route(CANDIDATE_API, favouriteRoutes());
  app.route(CANDIDATE_API, jobAlertRoutes());
  app.route(CANDIDATE_API, candidateResumeRoutes());
  app.route(CANDIDATE_API, passwordRoutes('candidate'));
  app.route(CANDIDATE_API, candidateAddressRoutes());
  app.route(CANDIDATE_API, roleFileUploadRoutes('candidate'));
  app.route(EMPLOYER_API, accountRoutes('employer'));
  app.route(EMPLOYER_API, passwordRoutes('employer'));
  app.route(EMPLOYER_API, employerOrderRoutes());
  app.route(EMPLOYER_API, employerJobRoutes());
  app.route(EMPLOYER_API, employerApplicationRoutes());
  app.route(EMPLOYER_API, employerResumeRoutes());
  app.route(EMPLOYER_API, clientRoutes());
  app.route(EMPLOYER_API, clientUserRoutes());
  app.route(EMPLOYER_API, clientAddressRoutes());
  app.route(EMPLOYER_API, apiTokenRoutes());
  app.route(EMPLOYER_API, roleFileUploadRoutes('employer'));
  app.route(MP_API, mpJobRoutes());
  app.route('/', publicFileRoutes());
  app.route(GEO_API, geoRoutes());
  const bundles = deps.sdk ?? findSdkBundles();
  app.route('/', sdkRoutes(bundles));
  app.route('/', boardPageRoutes(bundles, { fetch: async (request) => app.fetch(request) }));

  app.notFound((c) =>
    c.json(
      errorBody(`The route ${c.req.method} ${new URL(c.req.url).pathname} does not exist.`),
      404,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof CodedApiError) {
      return c.json({ ...errorBody(error.message, error.errors), code: error.code }, error.status);
    }
    if (error instanceof ApiError)
      return c.json(errorBody(error.message, error.errors), error.status);
    if (error instanceof HTTPException) {
      return c.json(errorBody(error.message || 'The request could not be handled.'), error.status);
    }
    console.error(error);
    return c.json(errorBody('Server error: the request could not be completed.'), 500);
  });
  return app;
}
