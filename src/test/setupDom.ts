import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only where it was imported afresh: in a project whose files share
// their modules (vitest.config.ts, `unit-dom`), only the worker's first file would get that, and each later file
// would find the earlier files' components still in the document.
afterEach(() => cleanup());
