import type { Job } from '@jobboard/schema';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { useFormatters } from '../../format/use-formatters';
import { jobDetailsMessages } from '../../i18n/messages/job-details-messages';
import { jobMessages } from '../../i18n/messages/job-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { countryMark } from '../shared/job-card/country-flag';

export interface JobFactsProps {
  job: Job;
  /** The block's `displayCountryFlag`. */
  showFlag: boolean;
}

/** Location (with its country's flag), remote, salary, hours and, unless hidden, the dates. */
export function JobFacts({ job, showFlag }: JobFactsProps) {
  const { settings, config } = useBlockContext();
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const place = job.location_name || job.city || '';
  const flag = showFlag ? countryMark(job.country_code, settings.flagsToText) : '';
  const countryName =
    config.countries.find(
      (country) => country.code.toUpperCase() === job.country_code?.toUpperCase(),
    )?.name ??
    job.country_code ??
    '';
  const salary = format.salary({ min: job.salary_min, max: job.salary_max, type: job.salary_type });
  const hours = format.hoursPerWeek({ min: job.hours_min, max: job.hours_max });
  const posted = !settings.hideJobDates && job.from ? format.jobDate(job.from) : '';
  const closes = !settings.hideJobDates && job.till ? format.jobDate(job.till) : '';
  return (
    <ul className="jb-job-details__facts">
      {place || flag ? (
        <li className="jb-job-details__location">
          <span className="jb-visually-hidden">{_(jobDetailsMessages.location)}: </span>
          {flag ? (
            <span role="img" aria-label={countryName}>
              {flag}
            </span>
          ) : null}
          {flag && place ? ' ' : null}
          {place}
        </li>
      ) : null}
      {job.remote ? <li>{_(jobMessages.remote)}</li> : null}
      {salary ? (
        <li className="jb-job-details__salary">
          <span className="jb-visually-hidden">{_(jobMessages.salary)}: </span>
          {salary}
        </li>
      ) : null}
      {hours ? <li className="jb-job-details__hours">{hours}</li> : null}
      {posted ? <li>{_(jobMessages.postedOn(posted))}</li> : null}
      {closes ? <li>{_(jobMessages.applyBefore(closes))}</li> : null}
    </ul>
  );
}
