// The component tests' shared setup (vitest.config.ts, both DOM projects; under preact this
// import is aliased to @testing-library/preact).
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
