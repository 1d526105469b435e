// The component tests' shared setup (vitest.config.ts, both DOM projects; under preact this
// import is aliased to @testing-library/preact).
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after 1 s by default. A render that waits on lazy chunks and
// catalogs takes longer on a loaded machine: a test then fails on the machine's speed, not on
// what it checks. A real failure still fails, 3 s later.
configure({ asyncUtilTimeout: 3000 });
