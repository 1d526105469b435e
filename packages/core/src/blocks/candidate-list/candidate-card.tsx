import { candidateMessages } from '../../i18n/messages/candidate-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { BoardAnchor } from '../featured-jobs/board-anchor';
import {
  CandidateAvatar,
  CandidateFacts,
  useCandidateTitle,
} from '../shared/candidate/candidate-facts';
import type { CandidateProfile } from '../shared/candidate/candidate-requests';

/** How much of a profile's description a card shows before it cuts it off. */
export const CARD_INFO_LENGTH = 200;

/** `text` cut at a word before `length` characters, with an ellipsis when cut. */
export function shortened(text: string, length = CARD_INFO_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export interface CandidateCardProps {
  candidate: CandidateProfile;
  /** The board path of the candidate's page; `null` when the site has no candidate details page. */
  path: string | null;
  hidePicture: boolean;
}

/**
 * One candidate of the list: picture (or an outline), position linking to the profile, facts,
 * the start of the description and, for an employer, whether they asked to contact them.
 */
export function CandidateCard({ candidate, path, hidePicture }: CandidateCardProps) {
  const { _ } = useBoardI18n();
  const title = useCandidateTitle()(candidate);
  return (
    <li className="jb-candidate-card">
      {hidePicture ? null : <CandidateAvatar picture={candidate.picture} />}
      <div className="jb-candidate-card__body">
        <h2 className="jb-candidate-card__title">
          {path ? <BoardAnchor path={path}>{title}</BoardAnchor> : title}
          {candidate.client ? (
            <>
              {/* Read as "Nurse, Contacted", not "NurseContacted". */}
              <span className="jb-visually-hidden">, </span>
              <span className="jb-candidate__badge">{_(candidateMessages.contacted)}</span>
            </>
          ) : null}
        </h2>
        <CandidateFacts candidate={candidate} />
        {candidate.info?.trim() ? (
          <p className="jb-candidate-card__info">{shortened(candidate.info)}</p>
        ) : null}
      </div>
    </li>
  );
}
