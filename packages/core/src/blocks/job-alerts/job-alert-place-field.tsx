import type { GeoPlace } from '@jobboard/client';
import type { DistanceUnit } from '@jobboard/schema';
import { rangeChoices, TIMINGS } from '@jobboard/schema';
import { useRef } from 'react';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { formatDistance } from '../../format/format-distance';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import { jobSearchMessages } from '../../i18n/messages/job-search-messages';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { SearchCombobox } from '../search-job/search-combobox';
import { placesRequest } from '../search-job/search-requests';
import { useDebouncedValue } from '../search-job/use-debounced-value';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import type { JobAlertPlace } from './job-alert-values';

export interface JobAlertPlaceFieldProps {
  /** The radius select's id; its error's id derives from it. */
  id: string;
  place: JobAlertPlace | null;
  range: number;
  unit: DistanceUnit;
  onRange: (range: number) => void;
  /** A place chosen from the place search (a new alert, or one whose place was dropped). */
  onPlace: (place: JobAlertPlace) => void;
  onRemove: () => void;
  /** The ISO codes of the countries whose places may be chosen (the search's). */
  countries: readonly string[];
  error: string | undefined;
  /** The place search's id (the form's `place` field: the focus goes there on its error). */
  searchId: string;
  /** What is typed in the place search, kept by the form (a typed place not chosen is refused). */
  query: string;
  onQuery: (query: string) => void;
  /** The error of a place typed but not chosen. */
  queryError: string | undefined;
}

/** A suggested place as the list shows it: name, region and country. */
function placeLabel(place: GeoPlace): string {
  return [place.name, place.region, place.country_code].filter(Boolean).join(', ');
}

/**
 * The place the alert follows, as the search had it, with the search block's radius choices and
 * a button that drops it (the alert then follows jobs anywhere). Without a place the radius means
 * nothing and is not shown; a place search takes its place instead (the search block's place
 * suggestions, from 2 characters, in the countries enabled for search). Choosing a place moves
 * the focus to its radius; dropping it moves the focus to the place search.
 */
export function JobAlertPlaceField({
  id,
  place,
  range,
  unit,
  onRange,
  onPlace,
  onRemove,
  countries,
  error,
  searchId,
  query,
  onQuery,
  queryError,
}: JobAlertPlaceFieldProps) {
  const { _, i18n } = useBoardI18n();
  const focusAfterRender = useFocusAfterRender();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const rangeSelect = useRef<HTMLSelectElement>(null);
  const errorId = `${id}-error`;
  const typed = query;
  const settled = useDebouncedValue(typed, TIMINGS.fetchDelayMs);
  const places = useBlockData(
    place === null && typed.trim() !== '' && typed.trim() === settled.trim()
      ? placesRequest(settled, countries)
      : null,
  );
  const options = typed.trim() === settled.trim() ? (places.data ?? []) : [];
  return (
    <fieldset ref={fieldset} className="jb-job-alert__place">
      <legend>{_(jobAlertMessages.place)}</legend>
      {place === null ? (
        <div className="jb-account__field">
          <label className="jb-label" htmlFor={searchId}>
            {_(jobAlertMessages.placeSearch)}
          </label>
          <p id={`${searchId}-hint`} className="jb-account__hint">
            {_(jobAlertMessages.placeSearchHint)}
          </p>
          <SearchCombobox
            id={searchId}
            value={typed}
            onValueChange={onQuery}
            options={options}
            optionKey={(option) => `${option.name}|${option.lat}|${option.lon}`}
            optionLabel={placeLabel}
            onChoose={(option) => {
              onQuery('');
              onPlace({ city: option.name, lat: option.lat, lon: option.lon });
              focusAfterRender(() => rangeSelect.current);
            }}
            placeholder=""
            listLabel={_(jobSearchMessages.places)}
            clearLabel={_(searchMessages.clearLocation)}
            onClear={() => onQuery('')}
            describedBy={[`${searchId}-hint`, queryError ? `${searchId}-error` : '']
              .filter(Boolean)
              .join(' ')}
            invalid={Boolean(queryError)}
          />
          {queryError ? (
            <p id={`${searchId}-error`} className="jb-field-error">
              {queryError}
            </p>
          ) : null}
        </div>
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
                focusAfterRender(() =>
                  fieldset.current?.querySelector<HTMLInputElement>('input[role="combobox"]'),
                );
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
              ref={rangeSelect}
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
