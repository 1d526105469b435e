import type { ApiRecord } from '@jobboard/client';
import { useContext } from 'react';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { SessionUserContext } from '../shared/session-role-context';

/** A job's figures (`GET /jobs/{id}/kpi`); the key names the user. */
export function jobKpiRequest(userUuid: string, id: string): DataRequest<ApiRecord> {
  return createDataRequest(USER_DATA_REQUESTS.employerJobKpi, { user: userUuid, id }, (client) =>
    client.employer.getJobKpi(id),
  );
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/**
 * A job's figures above its form: its applications, those of the last 7 days, and how many
 * candidates keep it as a favourite. Figures that could not be read are left out: the form is
 * what the page is for.
 */
export function JobKpiSummary({ id }: { id: string }) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const user = useContext(SessionUserContext);
  // Read again each time the form opens: applications come in meanwhile.
  const { data } = useBlockData(user ? jobKpiRequest(user.uuid, id) : null, {
    revalidateOnMount: true,
  });
  const applications = count(data?.applications);
  const recent = count(data?.recent_applications);
  const favourites = count(data?.favourites);
  if (applications === null) return null;
  return (
    <section aria-label={_(accountPageMessages.jobFigures)}>
      <dl className="jb-account-page__facts">
        <div>
          <dt>{_(accountPageMessages.jobApplicationsLabel)}</dt>
          <dd>
            {recent === null
              ? format.number(applications)
              : _(
                  accountPageMessages.jobApplicationsValue(
                    format.number(applications),
                    format.number(recent),
                  ),
                )}
          </dd>
        </div>
        {favourites !== null ? (
          <div>
            <dt>{_(accountPageMessages.jobFavouritesLabel)}</dt>
            <dd>{format.number(favourites)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
