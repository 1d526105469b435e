import type { ReactNode } from 'react';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { useFormatters } from '../../../format/use-formatters';
import { candidateMessages } from '../../../i18n/messages/candidate-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { countryName } from '../country-name';
import { StatusBadge } from '../status-badge/status-badge';
import { useHydrated } from '../use-hydrated';
import type { CandidateProfile } from './candidate-requests';

/** A profile's title: its position, else 'Candidate'. */
export function useCandidateTitle(): (candidate: CandidateProfile) => string {
  const { _ } = useBoardI18n();
  return (candidate) => candidate.position?.trim() || _(candidateMessages.untitledCandidate);
}

/**
 * The place of a profile: its city and country, named in `locale` ('Utrecht, Nederland'), or by
 * `named` where it names the country.
 */
export function candidatePlace(
  candidate: CandidateProfile,
  locale: string,
  named?: (code: string) => string | undefined,
): string {
  const code = candidate.country?.trim();
  const country = code ? (named?.(code) ?? countryName(code, locale)) : '';
  return [candidate.city?.trim(), country].filter(Boolean).join(', ');
}

export interface CandidateFactsProps {
  candidate: CandidateProfile;
  /** Says whether the candidate is available (the profile page; the search finds only those who are). */
  withAvailability?: boolean;
}

/**
 * A profile's facts as a description list: place, travel distance and relocation, minimum
 * salary and, on request, availability; what the profile leaves out is left out.
 */
export function CandidateFacts({ candidate, withAvailability = false }: CandidateFactsProps) {
  const { _, locale } = useBoardI18n();
  const format = useFormatters();
  const { config } = useBlockContext();
  // The site's own name of the country (the server's, in the state handed over), else the
  // engine's: Node's and the browser's ICU name some countries differently ('Hongkong SAR van
  // China', 'Hongkong'), so a server's render and the hydrating one give the code, and the
  // browser's name follows (React threw the server's page away over it).
  const hydrated = useHydrated();
  const named = (code: string) =>
    config.countries.find((country) => country.code.toUpperCase() === code.toUpperCase())?.name ||
    (hydrated ? undefined : code.toUpperCase());
  const facts: [string, ReactNode][] = [];
  const place = candidatePlace(candidate, locale, named);
  if (place) facts.push([_(candidateMessages.place), place]);
  const travel: string[] = [];
  if (typeof candidate.travel_distance === 'number' && candidate.travel_distance > 0) {
    travel.push(_(candidateMessages.travelUpTo(format.distance(candidate.travel_distance))));
  }
  if (candidate.open_to_relocate) travel.push(_(candidateMessages.openToRelocate));
  if (travel.length > 0) facts.push([_(candidateMessages.travelDistance), travel.join(' · ')]);
  if (typeof candidate.salary_min === 'number' && candidate.salary_min > 0) {
    const salary = format.salary({ min: candidate.salary_min, type: candidate.salary_type });
    if (salary) facts.push([_(candidateMessages.minimumSalary), salary]);
  }
  if (withAvailability && candidate.status) {
    facts.push([
      _(candidateMessages.availability),
      <StatusBadge key="status" status={candidate.status}>
        {_(
          candidate.status === 'available'
            ? candidateMessages.available
            : candidateMessages.notAvailable,
        )}
      </StatusBadge>,
    ]);
  }
  if (facts.length === 0) return null;
  return (
    <dl className="jb-candidate__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="jb-candidate__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A person's outline, shown where a profile has no picture. */
export function CandidateAvatar({ picture }: { picture?: string | null | undefined }) {
  if (picture) return <img className="jb-candidate__avatar" src={picture} alt="" />;
  return (
    <svg className="jb-candidate__avatar" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="var(--jb-surface-muted, #e5e7eb)" />
      <circle cx="24" cy="19" r="8" fill="var(--jb-text-muted, #4b5563)" />
      <path d="M9 40c2.5-8 8.5-12 15-12s12.5 4 15 12" fill="var(--jb-text-muted, #4b5563)" />
    </svg>
  );
}
