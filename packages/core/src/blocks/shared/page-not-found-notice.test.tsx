import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createPageStatusRecorder,
  PageStatusContext,
} from '../../blocks-runtime/page-status-context';
import { englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import { BoardI18nProvider } from '../../i18n/board-i18n-provider';
import type { BoardI18n } from '../../i18n/create-i18n';
import { createCollectingStyleSink } from '../../styles/style-sink';
import { StyleSinkContext } from '../../styles/use-scoped-styles';
import { PageNotFoundNotice } from './page-not-found-notice';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

describe('PageNotFoundNotice', () => {
  it('shows 404 as the page’s one top heading, with Page not found', () => {
    render(
      <BoardI18nProvider value={i18n}>
        <PageNotFoundNotice />
      </BoardI18nProvider>,
    );
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(screen.getByText('Page not found').tagName).toBe('P');
  });

  it('reports the missing item in a server render, titled Page not found', () => {
    const recorder = createPageStatusRecorder();
    const html = renderToString(
      <BoardI18nProvider value={i18n}>
        <PageStatusContext value={recorder}>
          <PageNotFoundNotice />
        </PageStatusContext>
      </BoardI18nProvider>,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('404');
    expect(recorder.status).toBe(404);
    expect(recorder.subjectTitle).toBe('Page not found');
  });

  it('adds its styles once and keeps a block’s own classes', () => {
    const sink = createCollectingStyleSink('.jb-board');
    const { container } = render(
      <StyleSinkContext value={sink}>
        <BoardI18nProvider value={i18n}>
          <PageNotFoundNotice className="jb-job-details" />
          <PageNotFoundNotice />
        </BoardI18nProvider>
      </StyleSinkContext>,
    );
    expect(sink.sheets().map(({ id }) => id)).toEqual(['page-not-found']);
    expect(container.querySelector('.jb-not-found.jb-job-details')).not.toBeNull();
  });
});
