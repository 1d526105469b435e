import type { DistanceUnit } from '@jobboard/schema';
import { rangeChoices } from '@jobboard/schema';
import { useRef } from 'react';
import { formatDistance } from '../../format/format-distance';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import { jobSearchMessages } from '../../i18n/messages/job-search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import type { JobAlertPlace } from './job-alert-values';

export interface JobAlertPlaceFieldProps {
  /** The radius select's id; its error's id derives from it. */
  id: string;
  place: JobAlertPlace | null;
  range: number;
  unit: DistanceUnit;
  onRange: (range: number) => void;
  onRemove: () => void;
  error: string | undefined;
}

/**
 * The place the alert follows, as the search had it, with the search block's radius choices and
 * a button that drops it (the alert then follows jobs anywhere). Without a place the radius means
 * nothing and is not shown. Dropping the place moves the focus to the text that says "Anywhere".
 */
export function JobAlertPlaceField({
  id,
  place,
  range,
  unit,
  onRange,
  onRemove,
  error,
}: JobAlertPlaceFieldProps) {
  const { _, i18n } = useBoardI18n();
  const anywhere = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const errorId = `${id}-error`;
  return (
    <fieldset className="jb-job-alert__place">
      <legend>{_(jobAlertMessages.place)}</legend>
      {place === null ? (
        <p ref={anywhere} tabIndex={-1}>
          {_(jobAlertMessages.anywhere)}
        </p>
      ) : (
        <>
          <div className="jb-job-alert__chip">
            <span>{place.city}</span>
            <button
              type="button"
              className="jb-button jb-button--plain"
              aria-label={_(jobAlertMessages.removePlace(place.city))}
              onClick={() => {
                onRemove();
                focusAfterRender(() => anywhere.current);
              }}
            >
              {_(jobAlertMessages.remove)}
            </button>
          </div>
          <div className="jb-account__field">
            <label className="jb-label" htmlFor={id}>
              {_(jobSearchMessages.distanceIn(unit))}
            </label>
            <select
              id={id}
              className="jb-select"
              value={String(range)}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onRange(Number(event.currentTarget.value))}
            >
              {rangeChoices(range).map((choice) => (
                <option key={choice} value={String(choice)}>
                  {formatDistance(i18n.locale, choice, unit)}
                </option>
              ))}
            </select>
            {error ? (
              <p id={errorId} className="jb-field-error">
                {error}
              </p>
            ) : null}
          </div>
        </>
      )}
    </fieldset>
  );
}
