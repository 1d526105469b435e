// The component tests' shared setup (vitest.config.ts, both DOM projects; under preact this
// import is aliased to @testing-library/preact).
import { configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` give up after 1 s by default. A render that waits on lazy chunks and
// catalogs takes longer on a loaded machine: a test then fails on the machine's speed, not on
// what it checks. A real failure still fails, 3 s later.
configure({ asyncUtilTimeout: 3000 });

// What one test leaves in the page's storage (a remembered path, a guest's favourite kept for
// after registering) must not act in the next.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

// The DOM projects share one page per worker between files (`isolate: false`, vitest.config.ts):
// this setup runs again before every file, and puts the page back as a fresh environment has it,
// so no file sees the address, the markup, the cookies or the stubs another one left.
type HappyDomWindow = {
  happyDOM: {
    setURL(url: string): void;
    setViewport(size: { width: number; height: number }): void;
  };
};
const { happyDOM } = window as unknown as HappyDomWindow;
happyDOM.setURL('http://localhost:3000/');
happyDOM.setViewport({ width: 1024, height: 768 });
document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API to clear them.
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
sessionStorage.clear();
localStorage.clear();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
