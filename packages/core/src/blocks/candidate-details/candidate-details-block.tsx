import type { BlockSettingsOf } from '@jobboard/schema';
import { Fragment, useContext } from 'react';
import { useSWRConfig } from 'swr';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useDetailSubject } from '../../blocks-runtime/use-detail-subject';
import { withCatalogPart } from '../../blocks-runtime/with-catalog-part';
import type { CatalogPart } from '../../i18n/load-catalog-part';
import { candidateMessages } from '../../i18n/messages/candidate-messages';
import { jobDetailsMessages } from '../../i18n/messages/job-details-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { CollectionNotice } from '../featured-jobs/collection-notice';
import { collectionStyles } from '../featured-jobs/collection-styles';
import { BackToList } from '../shared/back-to-list';
import {
  CandidateAvatar,
  CandidateFacts,
  useCandidateTitle,
} from '../shared/candidate/candidate-facts';
import {
  type CandidateProfile,
  candidateReaderFor,
  candidateRequest,
} from '../shared/candidate/candidate-requests';
import { candidateStyles } from '../shared/candidate/candidate-styles';
import { segmentRows } from '../shared/job-card/segment-rows';
import { pagePath } from '../shared/page-link';
import { PageNotFoundNotice } from '../shared/page-not-found-notice';
import {
  SessionLoadingContext,
  SessionRoleContext,
  SessionUserContext,
} from '../shared/session-role-context';
import { CandidateContact } from './candidate-contact';
import { CandidateProfileSections } from './candidate-profile';
import { EXAMPLE_CANDIDATE } from './example-candidate';

type Settings = BlockSettingsOf<'candidate-details'>;
type Module = BlockModule<Settings>;

export const requests: NonNullable<Module['requests']> = (_settings, context) => {
  const uuid = context.route.detailKey;
  return uuid ? [candidateRequest(uuid, context.locale)] : [];
};

function SegmentsCard({ candidate }: { candidate: CandidateProfile }) {
  const { _ } = useBoardI18n();
  const { config } = useBlockContext();
  const rows = segmentRows({ segments: candidate.segments }, config);
  if (rows.length === 0) return null;
  return (
    <section className="jb-candidate__card">
      <h2>{_(candidateMessages.candidateInformation)}</h2>
      <dl className="jb-candidate__segments">
        {rows.map((row) => (
          <Fragment key={row.key}>
            <dt>
              {row.name ??
                (Object.hasOwn(jobDetailsMessages.segmentGroups, row.key)
                  ? _(
                      jobDetailsMessages.segmentGroups[
                        row.key as keyof typeof jobDetailsMessages.segmentGroups
                      ],
                    )
                  : row.key)}
            </dt>
            <dd>{row.values.join(', ')}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/**
 * The read of the candidate for the session's reader. While a stored login loads the role reads
 * guest: reading the public profile then would read the candidate twice for an employer (the
 * public profile, then the employer's), so it waits for the reader, unless the public profile is
 * there already (the server's render, an earlier page), which it shows meanwhile.
 */
function useCandidateRead(uuid: string | undefined, locale: string) {
  const reader = candidateReaderFor(useContext(SessionRoleContext), useContext(SessionUserContext));
  const loading = useContext(SessionLoadingContext);
  const { cache, fallback } = useSWRConfig();
  if (!uuid) return null;
  const request = candidateRequest(uuid, locale, reader);
  if (!loading) return request;
  const held =
    cache.get(request.key)?.data !== undefined ||
    (fallback as Record<string, unknown> | undefined)?.[request.key] !== undefined;
  return held ? request : null;
}

const CandidateDetails: Module['component'] = ({ settings, context }) => {
  const { _ } = useBoardI18n();
  useScopedStyles('collection', collectionStyles);
  useScopedStyles('candidates', candidateStyles);
  const uuid = context.route.detailKey;
  const request = useCandidateRead(uuid, context.locale);
  const { data: fetched, error, mutate } = useBlockData(request);
  const title = useCandidateTitle();
  // The editor shows the example where there is no candidate: no key, or an unknown one.
  const example = context.editor && (!uuid || fetched === null);
  const candidate = example ? EXAMPLE_CANDIDATE : fetched;
  useDetailSubject(request && fetched ? title(fetched) : undefined);
  const listPath = pagePath(context, 'p-candidate-list');

  let body = <CollectionNotice kind="loading" />;
  if (error) body = <CollectionNotice kind="error" />;
  else if ((!uuid && !example) || candidate === null) body = <PageNotFoundNotice />;
  else if (candidate) {
    body = (
      <>
        {example ? (
          <p className="jb-candidate__notice">{_(candidateMessages.exampleCandidate)}</p>
        ) : null}
        {listPath ? (
          <p>
            {/* Back to the search the employer came from, as the job page's back button. */}
            <BackToList pageKey="p-candidate-list">
              {_(candidateMessages.backToCandidates)}
            </BackToList>
          </p>
        ) : null}
        <header className="jb-candidate__intro">
          <CandidateAvatar picture={candidate.picture} />
          <div>
            <h1 className="jb-candidate__name">
              {title(candidate)}
              {candidate.client ? (
                <>
                  {/* Read as "Nurse, Contacted", not "NurseContacted". */}
                  <span className="jb-visually-hidden">, </span>
                  <span className="jb-candidate__badge">{_(candidateMessages.contacted)}</span>
                </>
              ) : null}
            </h1>
          </div>
        </header>
        <div className="jb-candidate__layout">
          <div>
            <CandidateFacts candidate={candidate} withAvailability />
            <CandidateProfileSections candidate={candidate} />
          </div>
          <div>
            {example ? null : (
              <CandidateContact candidate={candidate} onRequested={() => mutate()} />
            )}
            {settings.hideSegmentsCard ? null : <SegmentsCard candidate={candidate} />}
          </div>
        </div>
      </>
    );
  }
  return (
    <article className="jb-candidate">
      <div className="jb-contained">{body}</div>
    </article>
  );
};

export const component: Module['component'] = withCatalogPart('account', CandidateDetails);

/** The board loads the texts of the candidate pages with the block (account part). */
export const catalogPart: CatalogPart = 'account';

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { candidateDetailsBlock as definition } from '@jobboard/schema';
