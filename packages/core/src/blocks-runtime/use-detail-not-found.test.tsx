import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageStatusRecorder, PageStatusContext } from './page-status-context';
import { useDetailNotFound } from './use-detail-not-found';

afterEach(cleanup);

function Detail({ missing }: { missing: boolean }) {
  return missing ? <Missing /> : <p>Found</p>;
}

function Missing() {
  useDetailNotFound('Page not found');
  return <p>Page not found</p>;
}

describe('useDetailNotFound', () => {
  it.each([
    [true, 404],
    [false, 200],
  ] as const)('with a missing item %s a server render records %s', (missing, status) => {
    const recorder = createPageStatusRecorder();
    const html = renderToString(
      <PageStatusContext value={recorder}>
        <Detail missing={missing} />
      </PageStatusContext>,
    );
    expect(html).toContain(missing ? 'Page not found' : 'Found');
    expect(recorder.status).toBe(status);
    expect(recorder.subjectTitle).toBe(missing ? 'Page not found' : '');
  });

  it('records once however often the component renders', () => {
    const recorder = createPageStatusRecorder();
    const view = render(
      <PageStatusContext value={recorder}>
        <Detail missing />
      </PageStatusContext>,
    );
    view.rerender(
      <PageStatusContext value={recorder}>
        <Detail missing />
      </PageStatusContext>,
    );
    expect(recorder.status).toBe(404);
  });

  it('renders the not-found view without a provider', () => {
    const view = render(<Detail missing />);
    expect(view.container.textContent).toBe('Page not found');
  });

  it('starts at 200', () => {
    expect(createPageStatusRecorder().status).toBe(200);
  });
});
