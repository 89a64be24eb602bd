import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only where it was imported afresh: in a project whose files share
// their modules (vitest.config.ts, `unit-dom`), only the worker's first file would get that, and each later file
// would find the earlier files' components still in the document.
afterEach(() => cleanup());

// `findBy…` and `waitFor` give up after 1 s by default; in the full run, beside the e2e suite's browsers, a dialog
// or a lazily loaded library (libphonenumber) took longer than that to appear. They still fail when it never does.
configure({ asyncUtilTimeout: 10_000 });
