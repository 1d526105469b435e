import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../../i18n/create-i18n';
import { JobProviders, jobContext } from '../job-card/testing/job-fixtures';
import { pageWindow } from './page-window';
import { Pagination } from './pagination';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function renderPagination(page: number, pageCount: number | undefined) {
  const onPageChange = vi.fn();
  render(
    <JobProviders i18n={i18n} context={jobContext()}>
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => `/jobs?page=${target}`}
        onPageChange={onPageChange}
      />
    </JobProviders>,
  );
  return { onPageChange };
}

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [5, 20, [1, 'gap-before', 4, 5, 6, 'gap-after', 20]],
    [3, 20, [1, 2, 3, 4, 'gap-after', 20]],
    [20, 20, [1, 'gap-before', 19, 20]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('renders nothing while the number of pages is not known', () => {
    renderPagination(3, undefined);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders nothing for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is a labelled nav with the current page marked', () => {
    renderPagination(2, 3);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    const current = screen.getByRole('link', { name: 'Page 2 of 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: 'Page 1 of 3' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it("writes page numbers as the locale does: 'Page 1,234 of 1,234'", () => {
    renderPagination(1234, 1234);
    const last = screen.getByRole('link', { name: 'Page 1,234 of 1,234' });
    expect(last.textContent).toBe('1,234');
  });

  it.each([
    [99, 2, '/jobs?page=2', ['Page 1 of 2', 'Page 2 of 2']],
    [4, 0, '/jobs?page=1', ['Page 1 of 1']],
  ])(
    'leads back from page %i of %i: previous to the last page, none current',
    (page, count, previous, pages) => {
      renderPagination(page, count);
      expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
        previous,
      );
      expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
      const links = screen.getAllByRole('link', { name: /^Page / });
      expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(pages);
      expect(links.filter((link) => link.getAttribute('aria-current'))).toHaveLength(0);
    },
  );

  it('offers previous and next only where they lead somewhere', () => {
    renderPagination(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/jobs?page=2',
    );
  });

  it('calls onPageChange on a plain click', () => {
    const { onPageChange } = renderPagination(2, 3);
    fireEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('link', { name: 'Page 3 of 3' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('takes the visitor to the start of the list: focus and scroll move there', () => {
    const onPageChange = vi.fn();
    render(
      <JobProviders i18n={i18n} context={jobContext()}>
        <div data-testid="list">
          <h2>Jobs</h2>
          <Pagination
            page={1}
            pageCount={3}
            hrefFor={(target) => `/jobs?page=${target}`}
            onPageChange={onPageChange}
          />
        </div>
      </JobProviders>,
    );
    const list = screen.getByTestId('list');
    const scrolled = vi.fn();
    list.scrollIntoView = scrolled;
    const next = screen.getByRole('link', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(document.activeElement).toBe(list);
    expect(list.getAttribute('tabindex')).toBe('-1');
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });
});
