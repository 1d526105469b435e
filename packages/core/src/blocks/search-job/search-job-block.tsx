import type { GeoPlace, JobSuggestion } from '@jobboard/client';
import {
  type BlockSettingsOf,
  distanceUnit,
  MAX_JOB_SEARCH_LENGTH,
  rangeChoices,
  TIMINGS,
} from '@jobboard/schema';
import { type FormEvent, useMemo, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { formatDistance } from '../../format/format-distance';
import { jobSearchMessages } from '../../i18n/messages/job-search-messages';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardId } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { jobBoardIdOf } from '../shared/job-board-id';
import { type JobSearchUrlQuery, readJobSearchQuery } from '../shared/job-search-query';
import { pagePath } from '../shared/page-link';
import { SearchCombobox } from './search-combobox';
import { searchJobStyles } from './search-job-styles';
import { placesRequest, searchCountries, suggestionsRequest, typedPlace } from './search-requests';
import { useDebouncedValue } from './use-debounced-value';

type Settings = BlockSettingsOf<'search-job'>;

interface ChosenPlace {
  lat: number;
  lon: number;
}

/** The path a search goes to: the configured results page, or this page. */
function resultsPath(settings: Settings, context: BlockContext): string {
  if (settings.searchResultsPage === 'currentPage') return context.route.path;
  return pagePath(context, settings.searchResultsPage) ?? context.route.path;
}

/** The URL of a search: keyword, place, radius and page 1, as the job list reads them. */
function searchHref(path: string, query: JobSearchUrlQuery): string {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = [
    ['search', query.search],
    ['location_name', query.location_name],
    ['lat', query.lat],
    ['lon', query.lon],
    ['range', query.distance],
    ['in[segment_ids]', query['in[segment_ids]']?.join(',')],
    ['page', 1],
  ];
  for (const [key, value] of entries) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `${path}?${params.toString()}`;
}

function placeLabel(place: GeoPlace): string {
  return [place.name, place.region, place.country_code].filter(Boolean).join(', ');
}

function suggestionLabel(suggestion: JobSuggestion): string {
  return suggestion.name ?? suggestion.search;
}

/**
 * The job search: keyword with suggestions, location with place autocomplete and a radius,
 * leading to the results page. The fields start from the current URL's search.
 */
export const component: BlockModule<Settings>['component'] = ({ settings, context }) => {
  const { _, i18n } = useBoardI18n();
  const id = useBoardId();
  useScopedStyles('search-job', searchJobStyles);

  const initial = useMemo(() => readJobSearchQuery(context.route.query), [context.route.query]);
  const [keyword, setKeyword] = useState(initial.search ?? '');
  const [location, setLocation] = useState(initial.location_name ?? '');
  const [place, setPlace] = useState<ChosenPlace | null>(
    initial.lat !== undefined && initial.lon !== undefined
      ? { lat: initial.lat, lon: initial.lon }
      : null,
  );
  const [range, setRange] = useState<number>(initial.distance ?? settings.defaultRangeValue);
  // Suggestions are for what the visitor types, once the typing pauses: the search the URL
  // filled in asks for none (a results page would otherwise call the API for them on every load,
  // hydration included).
  const [typed, setTyped] = useState({ keyword: false, location: false });
  const typing = (field: 'keyword' | 'location') =>
    setTyped((current) => (current[field] ? current : { ...current, [field]: true }));
  // The fields follow the URL's search when it changes under them (back and forward, a link to
  // the results page): they would search the last typed words again. Without a radius in the URL
  // the block's default is the search's, so a default changed in the editor shows at once.
  const urlSearch = JSON.stringify([
    initial.search,
    initial.location_name,
    initial.lat,
    initial.lon,
    initial.distance ?? settings.defaultRangeValue,
  ]);
  const [shownSearch, setShownSearch] = useState(urlSearch);
  if (shownSearch !== urlSearch) {
    setShownSearch(urlSearch);
    setKeyword(initial.search ?? '');
    setLocation(initial.location_name ?? '');
    setPlace(
      initial.lat !== undefined && initial.lon !== undefined
        ? { lat: initial.lat, lon: initial.lon }
        : null,
    );
    setRange(initial.distance ?? settings.defaultRangeValue);
    setTyped({ keyword: false, location: false });
  }

  const boardId = jobBoardIdOf(context);
  const countries = useMemo(() => searchCountries(context.config), [context.config]);
  const typedKeyword = useDebouncedValue(keyword, TIMINGS.fetchDelayMs);
  const typedLocation = useDebouncedValue(location, TIMINGS.fetchDelayMs);
  const suggestions = useBlockData(
    typed.keyword && keyword.trim() === typedKeyword.trim()
      ? suggestionsRequest(boardId, typedKeyword)
      : null,
  );
  // A chosen place's name is in the field: no need to suggest it again.
  const places = useBlockData(
    !place && typed.location && location.trim() === typedLocation.trim()
      ? placesRequest(typedLocation, countries)
      : null,
  );
  const placesListed = location.trim() === typedLocation.trim() && places.data !== undefined;
  const placeOptions = placesListed ? (places.data ?? []) : [];

  const go = (query: JobSearchUrlQuery) => {
    // A search closes both lists: suggestions still on their way would open over the results.
    // They come back once the visitor types again.
    setTyped({ keyword: false, location: false });
    context.emit('search', {
      ...(query.search && { keyword: query.search }),
      ...(query.location_name && { locationName: query.location_name }),
    });
    context.navigate(searchHref(resultsPath(settings, context), query));
  };
  const currentQuery = (looked: readonly GeoPlace[] = placeOptions): JobSearchUrlQuery => {
    const name = location.trim();
    const guessed = name && !place ? typedPlace(name, looked) : undefined;
    const coordinates = guessed ?? (name ? place : null);
    return {
      ...(keyword.trim() && { search: keyword.trim() }),
      ...(name && { location_name: guessed?.name ?? name }),
      ...(coordinates && { lat: coordinates.lat, lon: coordinates.lon }),
      // Without the select, the block's default distance (or the one the page arrived with).
      distance: range,
    };
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A place typed and sent before its list came (Enter at once, a slow geo service) is looked
    // up first, so it gets its coordinates as it would a moment later.
    const lookup =
      location.trim() && !place && !placesListed ? placesRequest(location, countries) : null;
    if (!lookup) {
      go(currentQuery());
      return;
    }
    setTyped({ keyword: false, location: false });
    void lookup
      .fetch(context.client)
      .catch((): GeoPlace[] => [])
      .then((found) => go(currentQuery(found)));
  };
  const chooseSuggestion = (suggestion: JobSuggestion) => {
    setKeyword(suggestion.search);
    const query: JobSearchUrlQuery = { ...currentQuery() };
    if (suggestion.search) query.search = suggestion.search;
    else delete query.search;
    if (suggestion.segment_ids?.length) query['in[segment_ids]'] = suggestion.segment_ids;
    go(query);
  };

  const slim = settings.height === 'small';
  const unit = distanceUnit(context.config.settings.app_use_imperial_system);
  const style = settings.image
    ? {
        backgroundImage: `url(${JSON.stringify(settings.image)})`,
        backgroundSize: settings.backgroundSize,
      }
    : undefined;

  return (
    <section className={`jb-search-job jb-search-job--${settings.height}`} style={style}>
      <div className="jb-search-job__inner">
        {!slim && (settings.headerText || settings.subheaderText) ? (
          <div className="jb-search-job__header">
            {settings.headerText ? <h1>{settings.headerText}</h1> : null}
            {settings.subheaderText ? (
              <p className="jb-search-job__subheader">{settings.subheaderText}</p>
            ) : null}
          </div>
        ) : null}
        {/* Without JavaScript (a server-rendered page), the form itself goes to the results
            page with the search in the URL's query, as the board would. */}
        <form
          action={context.href(resultsPath(settings, context))}
          className="jb-search-job__form"
          aria-label={_(
            settings.searchResultsPage === 'p-candidate-list'
              ? searchMessages.searchCandidates
              : searchMessages.searchJobs,
          )}
          onSubmit={onSubmit}
        >
          <div className="jb-search-job__field">
            <label className="jb-visually-hidden" htmlFor={`${id}-keyword`}>
              {_(searchMessages.keyword)}
            </label>
            <SearchCombobox
              id={`${id}-keyword`}
              name="search"
              value={keyword}
              onValueChange={(text) => {
                setKeyword(text);
                typing('keyword');
              }}
              options={keyword.trim() === typedKeyword.trim() ? (suggestions.data ?? []) : []}
              optionKey={(suggestion) =>
                `${suggestion.search}|${suggestion.segment_ids?.join(',') ?? ''}`
              }
              optionLabel={suggestionLabel}
              onChoose={chooseSuggestion}
              placeholder={settings.jobPlaceholder}
              maxLength={MAX_JOB_SEARCH_LENGTH}
              listLabel={_(searchMessages.suggestions)}
              clearLabel={_(searchMessages.clearKeyword)}
              onClear={() => setKeyword('')}
            />
          </div>
          <div className="jb-search-job__field">
            <label className="jb-visually-hidden" htmlFor={`${id}-location`}>
              {_(searchMessages.location)}
            </label>
            <SearchCombobox
              id={`${id}-location`}
              name="location_name"
              value={location}
              onValueChange={(text) => {
                setLocation(text);
                setPlace(null);
                typing('location');
              }}
              options={placeOptions}
              optionKey={(option) => `${option.name}|${option.lat}|${option.lon}`}
              optionLabel={placeLabel}
              onChoose={(option) => {
                setLocation(option.name);
                setPlace({ lat: option.lat, lon: option.lon });
              }}
              placeholder={settings.locationPlaceholder}
              listLabel={_(jobSearchMessages.places)}
              clearLabel={_(searchMessages.clearLocation)}
              onClear={() => {
                setLocation('');
                setPlace(null);
              }}
            />
          </div>
          {settings.hideRangeSelect ? null : (
            <div className="jb-search-job__range">
              <label className="jb-visually-hidden" htmlFor={`${id}-range`}>
                {_(jobSearchMessages.distanceIn(unit))}
              </label>
              <select
                id={`${id}-range`}
                name="range"
                className="jb-select"
                value={String(range)}
                onChange={(event) => setRange(Number(event.currentTarget.value))}
              >
                {rangeChoices(range).map((option) => (
                  <option key={option} value={String(option)}>
                    {formatDistance(i18n.locale, option, unit)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button type="submit" className="jb-button">
            {_(searchMessages.search)}
          </button>
        </form>
      </div>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { searchJobBlock as definition } from '@jobboard/schema';
