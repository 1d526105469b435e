import type { ResumeEntry } from '@jobboard/schema';
import { candidateMessages } from '../../i18n/messages/candidate-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import type { CandidateProfile } from '../shared/candidate/candidate-requests';

const monthYears = new Map<string, Intl.DateTimeFormat>();

/** An entry's date as month and year in the locale ('september 2019'); '' when it is no date. */
export function monthYear(date: string | null | undefined, locale: string): string {
  if (!date) return '';
  const time = Date.parse(date);
  if (Number.isNaN(time)) return '';
  let format = monthYears.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthYears.set(locale, format);
  }
  return format.format(time);
}

function Entries({ title, entries }: { title: string; entries: readonly ResumeEntry[] }) {
  const { _, i18n } = useBoardI18n();
  const shown = entries.filter((entry) => entry.name?.trim() || entry.institution?.trim());
  if (shown.length === 0) return null;
  return (
    <section className="jb-candidate__section">
      <h2>{title}</h2>
      <ul className="jb-candidate__entries">
        {shown.map((entry, index) => {
          const from = monthYear(entry.from, i18n.locale);
          const till =
            monthYear(entry.till, i18n.locale) || (from ? _(candidateMessages.present) : '');
          const period = from ? `${from} – ${till}` : till;
          const where = [entry.institution, entry.place].filter((part) => part?.trim()).join(', ');
          return (
            // Entries have no id; their order is the resume's and does not change on a page.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <p className="jb-candidate__entry-title">{entry.name?.trim() || where}</p>
              {entry.name?.trim() && where ? (
                <p className="jb-candidate__entry-meta">{where}</p>
              ) : null}
              {period ? <p className="jb-candidate__entry-meta">{period}</p> : null}
              {entry.description?.trim() ? (
                <p className="jb-candidate__info">{entry.description.trim()}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The profile's description, work experience and education; what it lacks is left out. */
export function CandidateProfileSections({ candidate }: { candidate: CandidateProfile }) {
  const { _ } = useBoardI18n();
  return (
    <>
      {candidate.info?.trim() ? (
        <section className="jb-candidate__section">
          <h2>{_(candidateMessages.aboutCandidate)}</h2>
          <p className="jb-candidate__info">{candidate.info.trim()}</p>
        </section>
      ) : null}
      <Entries
        title={_(candidateMessages.workExperience)}
        entries={candidate.employer_history ?? []}
      />
      <Entries title={_(candidateMessages.education)} entries={candidate.education ?? []} />
    </>
  );
}
