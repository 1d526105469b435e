import {
  type BlockSettingsOf,
  defaultBlockSettings,
  MAX_JOB_SEARCH_LENGTH,
  TIMINGS,
} from '@jobboard/schema';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  englishI18n,
  fixtureBlock,
  recordingClient,
} from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import {
  type JobContextOptions,
  JobProviders,
  jobContext,
} from '../shared/job-card/testing/job-fixtures';
import { floatingCombobox } from './search-combobox';
import { component as SearchJob } from './search-job-block';

type Settings = BlockSettingsOf<'search-job'>;

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
  // The listbox part is a chunk loaded on first use; transformed once here, it loads at once.
  await import('./floating-search-combobox');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PLACES = {
  data: [
    { name: 'Utrecht', region: 'Utrecht', country_code: 'NL', lat: 52.09, lon: 5.12 },
    { name: 'Utrechtseweg', country_code: 'NL', lat: 52.0, lon: 5.3 },
  ],
};
const SUGGESTIONS = {
  data: [
    { search: 'developer', type: 'keyword' },
    { search: '', name: 'IT', segment_ids: [4, 5], type: 'segment' },
    { search: 'java', name: 'Java in IT', segment_ids: [4, 9], type: 'segment' },
  ],
};

function answer(url: URL): unknown {
  if (url.pathname.endsWith('/suggestions')) return SUGGESTIONS;
  if (url.pathname.startsWith('/geo/')) return PLACES;
  return { data: [] };
}

function renderSearch(changes: Partial<Settings> = {}, options: JobContextOptions = {}) {
  const navigate = vi.fn();
  const emit = vi.fn();
  const { client, calls } = recordingClient(answer);
  const context = jobContext({
    client,
    navigate,
    emit,
    config: { job_boards: [{ id: 12, placeholders: [] }] },
    ...options,
  });
  const settings = { ...defaultBlockSettings('search-job', 'en-US'), ...changes };
  const view = render(
    <JobProviders i18n={i18n} context={context}>
      <SearchJob settings={settings} block={fixtureBlock(1, 'search-job')} context={context} />
    </JobProviders>,
  );
  return { ...view, navigate, emit, calls, context };
}

const keywordInput = () => screen.getByRole('combobox', { name: 'Keyword' });
const locationInput = () => screen.getByRole('combobox', { name: 'Location' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

/**
 * Picks a radius as a browser does, with a change event (@testing-library/preact's
 * fireEvent.change sends an input event, which a select's onChange does not hear).
 */
function chooseRange(value: string) {
  const select = screen.getByRole('combobox', { name: /Distance/ }) as HTMLSelectElement;
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The block as the server renders it, with the default settings. */
function renderOnServer() {
  const context = jobContext({ config: { job_boards: [{ id: 12, placeholders: [] }] } });
  const html = renderToString(
    <JobProviders i18n={i18n} context={context}>
      <SearchJob
        settings={defaultBlockSettings('search-job', 'en-US')}
        block={fixtureBlock(1, 'search-job')}
        context={context}
      />
    </JobProviders>,
  );
  return { html, context };
}

describe('the listbox part loads when the visitor comes to the field', () => {
  // The first test of the file to touch a field: the listbox chunk is not loaded yet here.
  it('renders the closed combobox at once, then keeps focus, caret and text while typing', async () => {
    renderSearch();
    const input = keywordInput() as HTMLInputElement;
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    input.focus();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'dev' } });
    await screen.findByRole('listbox', { name: 'Suggestions' });
    const now = keywordInput() as HTMLInputElement;
    expect(now.value).toBe('dev');
    expect(document.activeElement).toBe(now);
    expect(now.selectionStart).toBe(3);
    expect(now.getAttribute('aria-expanded')).toBe('true');
    // No longer a keyword than the API searches by, in the plain input and the full one.
    expect(input.getAttribute('maxlength')).toBe(String(MAX_JOB_SEARCH_LENGTH));
    expect(now.getAttribute('maxlength')).toBe(String(MAX_JOB_SEARCH_LENGTH));
    expect(locationInput().hasAttribute('maxlength')).toBe(false);
  });

  it('renders the closed combobox on the server', () => {
    const { html } = renderOnServer();
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    const keyword = inputs.find((tag) => tag.includes('role="combobox"')) ?? '';
    expect(keyword).toContain('aria-expanded="false"');
    // React writes the attribute as maxLength, preact as maxlength: HTML reads both.
    expect(keyword.toLowerCase()).toContain(`maxlength="${MAX_JOB_SEARCH_LENGTH}"`);
    expect(html).not.toContain('role="listbox"');
  });

  it('renders a form that searches without JavaScript: the results page, the URL’s keys', () => {
    const { html, context } = renderOnServer();
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = page.querySelector('form');
    expect(form?.getAttribute('action')).toBe(context.href('/vacatures'));
    expect(form?.getAttribute('method')).toBeNull();
    const names = [...(form?.querySelectorAll('input, select') ?? [])].map((field) =>
      field.getAttribute('name'),
    );
    // The keys the job list reads from its URL (job-search-query.ts).
    expect(names).toEqual(['search', 'location_name', 'range']);
  });
});

describe('texts and placeholders', () => {
  it('shows the header, subheader and placeholders of the settings', () => {
    renderSearch({
      headerText: 'Werk zoeken',
      subheaderText: 'Overal',
      jobPlaceholder: 'Wat?',
      locationPlaceholder: 'Waar?',
    });
    expect(screen.getByRole('heading', { name: 'Werk zoeken' })).toBeTruthy();
    expect(screen.getByText('Overal')).toBeTruthy();
    expect(keywordInput().getAttribute('placeholder')).toBe('Wat?');
    expect(locationInput().getAttribute('placeholder')).toBe('Waar?');
  });

  it('leaves an empty header out', () => {
    renderSearch({ headerText: '', subheaderText: '' });
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('height', () => {
  it.each([
    ['large', true],
    ['medium', true],
    ['small', false],
  ] as const)('%s: header shown %s', (height, header) => {
    const { container } = renderSearch({ height });
    expect(container.querySelector('section')?.className).toContain(`jb-search-job--${height}`);
    expect(Boolean(screen.queryByRole('heading'))).toBe(header);
  });
});

describe('background', () => {
  it('has no image by default', () => {
    const { container } = renderSearch();
    expect(container.querySelector('section')?.getAttribute('style')).toBeNull();
  });

  it.each(['auto', 'contain', 'cover'] as const)(
    'uses the image with size %s',
    (backgroundSize) => {
      const { container } = renderSearch({ image: 'https://cdn.test/hero.jpg', backgroundSize });
      const style = (container.querySelector('section') as HTMLElement).style;
      expect(style.backgroundImage).toContain('https://cdn.test/hero.jpg');
      expect(style.backgroundSize).toBe(backgroundSize);
    },
  );
});

describe('distance select', () => {
  it('starts at the default of 25 km', () => {
    renderSearch();
    const select = screen.getByRole('combobox', { name: 'Distance in km' }) as HTMLSelectElement;
    expect(select.value).toBe('25');
    expect(select.options[0]?.textContent).toBe('5 km');
  });

  it.each([5, 10, 100] as const)('starts at defaultRangeValue %i', (defaultRangeValue) => {
    renderSearch({ defaultRangeValue });
    expect((screen.getByRole('combobox', { name: /Distance/ }) as HTMLSelectElement).value).toBe(
      String(defaultRangeValue),
    );
  });

  it('follows a default distance changed in the editor, unless the URL names one', () => {
    const rangeSelect = () =>
      screen.getByRole('combobox', { name: /Distance/ }) as HTMLSelectElement;
    const { rerender, context } = renderSearch({ defaultRangeValue: 25 }, { editor: true });
    const settings: Settings = {
      ...defaultBlockSettings('search-job', 'en-US'),
      defaultRangeValue: 50,
    };
    const tree = (at: typeof context) => (
      <JobProviders i18n={i18n} context={at}>
        <SearchJob settings={settings} block={fixtureBlock(1, 'search-job')} context={at} />
      </JobProviders>
    );
    rerender(tree(context));
    expect(rangeSelect().value).toBe('50');
    // A radius the page arrived with stays what the select shows.
    rerender(
      tree({ ...context, route: { ...context.route, query: new URLSearchParams('range=10') } }),
    );
    expect(rangeSelect().value).toBe('10');
  });

  it('shows a radius of the URL that is not in the list (a link), in its place among them', () => {
    renderSearch({}, { query: 'location_name=Delft&lat=52&lon=4.3&range=7' });
    const select = screen.getByRole('combobox', { name: 'Distance in km' }) as HTMLSelectElement;
    expect(select.value).toBe('7');
    expect([...select.options].map((option) => option.value)).toEqual([
      '5',
      '7',
      '10',
      '15',
      '25',
      '50',
      '75',
      '100',
    ]);
  });

  it('is labelled in miles on imperial sites', () => {
    renderSearch(
      {},
      {
        config: {
          job_boards: [{ id: 12, placeholders: [] }],
          settings: {
            app_use_imperial_system: true,
            app_credit_price: 0,
            app_currency: 'EUR',
            job_search_anonymous: false,
          },
        },
      },
    );
    const select = screen.getByRole('combobox', { name: 'Distance in mi' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '5 mi',
      '10 mi',
      '15 mi',
      '25 mi',
      '50 mi',
      '75 mi',
      '100 mi',
    ]);
  });

  it('offers the radii in km on other sites', () => {
    renderSearch();
    const select = screen.getByRole('combobox', { name: 'Distance in km' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([
      '5',
      '10',
      '15',
      '25',
      '50',
      '75',
      '100',
    ]);
    expect(select.options[6]?.textContent).toBe('100 km');
  });

  it('sends the chosen radius', () => {
    const { navigate } = renderSearch();
    fireEvent.change(keywordInput(), { target: { value: 'developer' } });
    chooseRange('50');
    submit();
    expect(navigate).toHaveBeenCalledWith('/vacatures?search=developer&range=50&page=1');
  });

  it.each([
    ['the default distance', {}, 'range=25'],
    ['the configured default distance', { defaultRangeValue: 50 as const }, 'range=50'],
  ])('is left out with hideRangeSelect; the search keeps %s', (_name, raw, range) => {
    const { navigate } = renderSearch({ hideRangeSelect: true, ...raw });
    expect(screen.queryByRole('combobox', { name: /Distance/ })).toBeNull();
    submit();
    expect(navigate).toHaveBeenCalledWith(`/vacatures?${range}&page=1`);
  });
});

describe('submitting', () => {
  it.each([
    ['p-job-list', '/vacatures'],
    ['p-candidate-list', '/kandidaten'],
    ['currentPage', '/'],
  ] as const)(
    'goes to %s with keyword, location, range and page 1',
    async (searchResultsPage, path) => {
      const { navigate } = renderSearch({ searchResultsPage });
      fireEvent.change(keywordInput(), { target: { value: 'developer' } });
      fireEvent.change(locationInput(), { target: { value: 'Utrecht' } });
      submit();
      // Sent before its list came up, the place is looked up for its coordinates.
      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith(
          `${path}?search=developer&location_name=Utrecht&lat=52.09&lon=5.12&range=25&page=1`,
        ),
      );
    },
  );

  it.each([
    ['p-job-list', 'Search jobs'],
    ['p-candidate-list', 'Search candidates'],
  ] as const)('names the form after what it searches, for %s', (searchResultsPage, name) => {
    renderSearch({ searchResultsPage });
    expect(screen.getByRole('form', { name })).toBeTruthy();
  });

  it('sends the search event with the documented payload, empty fields left out', async () => {
    const { emit } = renderSearch();
    fireEvent.change(keywordInput(), { target: { value: 'developer' } });
    fireEvent.change(locationInput(), { target: { value: 'Utrecht' } });
    submit();
    await waitFor(() =>
      expect(emit).toHaveBeenLastCalledWith('search', {
        keyword: 'developer',
        locationName: 'Utrecht',
      }),
    );
    fireEvent.change(keywordInput(), { target: { value: '' } });
    fireEvent.change(locationInput(), { target: { value: '' } });
    submit();
    expect(emit).toHaveBeenLastCalledWith('search', {});
  });

  it('starts from the search in the URL', () => {
    const { navigate } = renderSearch(
      {},
      {
        query: 'search=tester&location_name=Breda&lat=51.5&lon=4.7&range=10',
        config: { job_boards: [{ id: 12, placeholders: [] }] },
      },
    );
    expect((keywordInput() as HTMLInputElement).value).toBe('tester');
    submit();
    expect(navigate).toHaveBeenCalledWith(
      '/vacatures?search=tester&location_name=Breda&lat=51.5&lon=4.7&range=10&page=1',
    );
  });
});

describe('following the URL', () => {
  it('takes the search of a new URL (back, forward, a link), not the last typed words', async () => {
    const { rerender, navigate } = renderSearch({}, { query: 'search=kok' });
    fireEvent.input(keywordInput(), { target: { value: 'jurist' } });
    expect((keywordInput() as HTMLInputElement).value).toBe('jurist');
    const settings = defaultBlockSettings('search-job', 'en-US');
    const back = jobContext({
      navigate,
      config: { job_boards: [{ id: 12, placeholders: [] }] },
      query: 'search=kok&location_name=Breda&range=10',
    });
    rerender(
      <JobProviders i18n={i18n} context={back}>
        <SearchJob settings={settings} block={fixtureBlock(1, 'search-job')} context={back} />
      </JobProviders>,
    );
    expect((keywordInput() as HTMLInputElement).value).toBe('kok');
    expect((locationInput() as HTMLInputElement).value).toBe('Breda');
    submit();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/vacatures?search=kok&location_name=Breda&range=10&page=1',
      ),
    );
  });

  it('keeps what the visitor types while the URL stays', () => {
    renderSearch({}, { query: 'search=kok' });
    fireEvent.input(keywordInput(), { target: { value: 'jurist' } });
    expect((keywordInput() as HTMLInputElement).value).toBe('jurist');
  });
});

describe('clear buttons', () => {
  it('clear the keyword and the location', () => {
    renderSearch();
    fireEvent.change(keywordInput(), { target: { value: 'developer' } });
    fireEvent.change(locationInput(), { target: { value: 'Utrecht' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear keyword' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear location' }));
    expect((keywordInput() as HTMLInputElement).value).toBe('');
    expect((locationInput() as HTMLInputElement).value).toBe('');
  });
});

describe('location autocomplete', () => {
  // Loaded here too, so these tests pass when run on their own.
  beforeAll(() => floatingCombobox.load());

  it('asks the geo service from 2 characters in the countries enabled for search', async () => {
    const { calls } = renderSearch(
      {},
      {
        config: {
          job_boards: [{ id: 12, placeholders: [] }],
          countries: [
            { code: 'NL', name: 'Netherlands', search_enabled: true },
            { code: 'BE', name: 'Belgium', search_enabled: true },
            { code: 'DE', name: 'Germany', search_enabled: false },
          ],
        },
      },
    );
    fireEvent.change(locationInput(), { target: { value: 'U' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(calls.some((url) => url.pathname.startsWith('/geo/'))).toBe(false);
    fireEvent.change(locationInput(), { target: { value: 'Ut' } });
    await screen.findByRole('listbox', { name: 'Places' });
    const geo = calls.find((url) => url.pathname === '/geo/search');
    expect(geo?.searchParams.get('location')).toBe('Ut');
    expect(geo?.searchParams.get('countries')).toBe('NL,BE');
  });

  it('chooses a place with the keyboard and searches with its coordinates', async () => {
    const { navigate } = renderSearch();
    fireEvent.change(locationInput(), { target: { value: 'Utr' } });
    await screen.findByRole('listbox', { name: 'Places' });
    fireEvent.keyDown(locationInput(), { key: 'ArrowDown' });
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true'),
    );
    fireEvent.keyDown(locationInput(), { key: 'Enter' });
    expect((locationInput() as HTMLInputElement).value).toBe('Utrecht');
    expect(screen.queryByRole('listbox')).toBeNull();
    submit();
    expect(navigate).toHaveBeenCalledWith(
      '/vacatures?location_name=Utrecht&lat=52.09&lon=5.12&range=25&page=1',
    );
  });

  it('closes the list when focus leaves the field, not when an option is pressed', async () => {
    const { navigate } = renderSearch();
    fireEvent.change(locationInput(), { target: { value: 'Utr' } });
    const list = await screen.findByRole('listbox', { name: 'Places' });
    const [option] = screen.getAllByRole('option');
    // Pressing an option keeps focus in the input (its default is prevented), then the click chooses.
    expect(fireEvent.mouseDown(option as HTMLElement)).toBe(false);
    fireEvent.focusOut(locationInput(), { relatedTarget: list });
    expect(screen.queryByRole('listbox')).not.toBeNull();
    fireEvent.click(option as HTMLElement);
    expect((locationInput() as HTMLInputElement).value).toBe('Utrecht');
    submit();
    expect(navigate).toHaveBeenCalledWith(
      '/vacatures?location_name=Utrecht&lat=52.09&lon=5.12&range=25&page=1',
    );
    // Tabbing on to the next field closes the list.
    fireEvent.change(locationInput(), { target: { value: 'Utr' } });
    await screen.findByRole('listbox', { name: 'Places' });
    fireEvent.focusOut(locationInput(), { relatedTarget: keywordInput() });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it.each([
    ['utrechtseweg', 'Utrechtseweg', 52, 5.3],
    [' ÚTRECHTSEWEG ', 'Utrechtseweg', 52, 5.3],
  ])('sends the loaded place of typed %j when none was picked', async (typed, name, lat, lon) => {
    const { navigate } = renderSearch();
    fireEvent.change(locationInput(), { target: { value: typed } });
    await screen.findByRole('listbox', { name: 'Places' });
    submit();
    expect(navigate).toHaveBeenCalledWith(
      `/vacatures?location_name=${name}&lat=${lat}&lon=${lon}&range=25&page=1`,
    );
  });

  it('sends a typed name that no place has alone', async () => {
    const { navigate } = renderSearch();
    fireEvent.change(locationInput(), { target: { value: 'Utr' } });
    await screen.findByRole('listbox', { name: 'Places' });
    // Typed on before the places of the new text are there: those of "Utr" are not for it.
    fireEvent.change(locationInput(), { target: { value: 'Amsterdam' } });
    submit();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/vacatures?location_name=Amsterdam&range=25&page=1'),
    );
  });

  it('looks a place sent before its list came up, and sends its coordinates', async () => {
    const { navigate } = renderSearch();
    fireEvent.change(locationInput(), { target: { value: 'utrecht' } });
    submit();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/vacatures?location_name=Utrecht&lat=52.09&lon=5.12&range=25&page=1',
      ),
    );
  });

  it('takes a partial name for no place', async () => {
    const { navigate } = renderSearch();
    fireEvent.change(locationInput(), { target: { value: 'Utr' } });
    await screen.findByRole('listbox', { name: 'Places' });
    submit();
    expect(navigate).toHaveBeenCalledWith('/vacatures?location_name=Utr&range=25&page=1');
  });

  it('closes the list on submitting, and opens it again when the visitor types', async () => {
    renderSearch();
    fireEvent.change(locationInput(), { target: { value: 'Utr' } });
    await screen.findByRole('listbox', { name: 'Places' });
    fireEvent.keyDown(locationInput(), { key: 'Enter' });
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(locationInput().getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(locationInput(), { target: { value: 'Utre' } });
    await screen.findByRole('listbox', { name: 'Places' });
  });

  it('closes the list on Escape', async () => {
    renderSearch();
    fireEvent.change(locationInput(), { target: { value: 'Utr' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(locationInput(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });
});

describe('keyword suggestions', () => {
  // Loaded here too, so these tests pass when run on their own.
  beforeAll(() => floatingCombobox.load());

  it('asks the job board for suggestions of the typed keyword', async () => {
    const { calls } = renderSearch();
    fireEvent.change(keywordInput(), { target: { value: 'dev' } });
    await screen.findByRole('listbox', { name: 'Suggestions' });
    const call = calls.find((url) => url.pathname.endsWith('/suggestions'));
    expect(call?.pathname).toBe('/api/public/v1/job-boards/12/suggestions');
    expect(call?.searchParams.get('search')).toBe('dev');
  });

  it("asks for nothing for the URL's search until the visitor types", async () => {
    const { calls } = renderSearch(
      {},
      {
        query: 'search=developer&location_name=Utrecht',
        config: { job_boards: [{ id: 12, placeholders: [] }] },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.fetchDelayMs + 100));
    expect(calls.filter((url) => /suggestions|geo/.test(url.pathname))).toEqual([]);
    fireEvent.change(keywordInput(), { target: { value: 'developers' } });
    await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(calls.filter((url) => url.pathname.endsWith('/suggestions'))).toHaveLength(1);
  });

  it('closes the suggestions on submitting with Enter', async () => {
    const { navigate } = renderSearch();
    fireEvent.change(keywordInput(), { target: { value: 'dev' } });
    await screen.findByRole('listbox', { name: 'Suggestions' });
    // Enter with no option active submits the form (jsdom does not, so it is sent here).
    fireEvent.keyDown(keywordInput(), { key: 'Enter' });
    fireEvent.submit(screen.getByRole('form'));
    expect(navigate).toHaveBeenCalledWith('/vacatures?search=dev&range=25&page=1');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(keywordInput().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps suggestions still loading at a submit closed until the visitor types again', async () => {
    renderSearch();
    fireEvent.change(keywordInput(), { target: { value: 'dev' } });
    fireEvent.change(locationInput(), { target: { value: 'Utr' } });
    submit();
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.fetchDelayMs + 200));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(keywordInput().getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(keywordInput(), { target: { value: 'deve' } });
    await screen.findByRole('listbox', { name: 'Suggestions' });
  });

  it('searches by a chosen suggestion with its segment filters', async () => {
    const { navigate } = renderSearch();
    fireEvent.change(keywordInput(), { target: { value: 'dev' } });
    fireEvent.click(await screen.findByRole('option', { name: 'IT' }));
    expect(navigate).toHaveBeenCalledWith('/vacatures?range=25&in%5Bsegment_ids%5D=4%2C5&page=1');
  });

  it('searches by the keyword and the segment filters of a suggestion with both', async () => {
    const { navigate, emit } = renderSearch();
    fireEvent.change(keywordInput(), { target: { value: 'jav' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Java in IT' }));
    expect(navigate).toHaveBeenCalledWith(
      '/vacatures?search=java&range=25&in%5Bsegment_ids%5D=4%2C9&page=1',
    );
    expect(emit).toHaveBeenCalledWith('search', { keyword: 'java' });
    expect((keywordInput() as HTMLInputElement).value).toBe('java');
  });

  it('searches by a suggestion with the place and radius already chosen', async () => {
    const { navigate } = renderSearch();
    fireEvent.change(locationInput(), { target: { value: 'Utrecht' } });
    // The typed place, once its suggestions are there, is sent with their coordinates.
    await screen.findByRole('listbox', { name: 'Places' });
    chooseRange('10');
    fireEvent.change(keywordInput(), { target: { value: 'jav' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Java in IT' }));
    expect(navigate).toHaveBeenCalledWith(
      '/vacatures?search=java&location_name=Utrecht&lat=52.09&lon=5.12&range=10&in%5Bsegment_ids%5D=4%2C9&page=1',
    );
  });

  it('searches by a keyword suggestion', async () => {
    const { navigate, emit } = renderSearch();
    fireEvent.change(keywordInput(), { target: { value: 'dev' } });
    fireEvent.click(await screen.findByRole('option', { name: 'developer' }));
    expect(navigate).toHaveBeenCalledWith('/vacatures?search=developer&range=25&page=1');
    expect(emit).toHaveBeenCalledWith('search', { keyword: 'developer' });
  });
});
