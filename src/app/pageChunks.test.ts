import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS, pages } from '@/api/wire/site';
import { TEMPLATE_NAMES } from '@/api/wire/templates';

const chunkNames = (file: string) =>
  [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/webpackChunkName: "([\w-]+)"/g)].map((m) => m[1]);

describe("the chunk names the server preloads are the build's", () => {
  it('names, for every page but booking, a chunk that a page import() of the routes builds, and no other', () => {
    // The routes' imports, and the pages that also start their reads early (their loaders shared with the routes).
    const built = new Set([...chunkNames('./AppRoutes.tsx'), ...chunkNames('./pageLoaders.ts')]);
    expect(new Set(Object.values(PAGE_CHUNKS))).toEqual(built);
    expect(Object.keys(PAGE_CHUNKS).sort()).toEqual(
      pages
        .map((page) => page.id)
        .filter((id) => id !== 'booking')
        .sort(),
    );
  });

  it('names every template chunk template-NAME', () => {
    expect(chunkNames('../templates/registry.ts').sort()).toEqual(
      TEMPLATE_NAMES.map((name) => `template-${name}`).sort(),
    );
  });
});
