import { readdirSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { TEMPLATE_NAMES, isTemplateName } from '@/api';
import { BookingStoreProvider, createBookingStore } from '@/features/booking';
import { OperatorFrame } from '../../.storybook/operators';
import { templateDefinitions } from './definitions';
import { templates } from './registry';

/**
 * A template is a definition plus an arrangement, and its name in TEMPLATE_NAMES (src/api/wire/templates.ts) is
 * all that makes it configurable. This walks the list, so a name added without its two files, or a template whose
 * name was dropped from the list, fails here (the registry's `satisfies` catches the same at compile time; this
 * proves it in the running app, which is what an operator's page is).
 */
describe.each(TEMPLATE_NAMES)('the template %s', (name) => {
  it('has a definition that names it', () => {
    const definitions: Record<string, { name: string } | undefined> = templateDefinitions;
    expect(definitions[name]?.name).toBe(name);
  });

  // Rendering a whole template in jsdom takes seconds on a busy machine.
  it('has an arrangement that shows the first screen of a booking', { timeout: 30_000 }, async () => {
    // Not templateFor: it falls back to the wizard, which would hide a missing arrangement.
    const Template = (templates as Partial<typeof templates>)[name];
    expect(Template, `no arrangement for ${name} in src/templates/registry.ts`).toBeDefined();
    if (!Template) return;
    render(
      <OperatorFrame brand="londonTransfers">
        <BookingStoreProvider store={createBookingStore()}>
          <Suspense fallback={null}>
            <Template />
          </Suspense>
        </BookingStoreProvider>
      </OperatorFrame>,
    );
    // Every template's first screen starts with the journey (defineTemplate keeps the booking's order).
    expect(await screen.findByRole('combobox', { name: 'Pick-up' }, { timeout: 20_000 })).toBeVisible();
  });
});

describe('the list of templates', () => {
  it('names every template definition in src/templates', async () => {
    const root = import.meta.dirname;
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /(^|\/)definitions?\.ts$/.test(file),
    );
    const defined: string[] = [];
    for (const file of files.filter((file) => file !== 'definitions.ts')) {
      const module: Record<string, unknown> = await import(/* @vite-ignore */ path.join(root, file));
      for (const value of Object.values(module))
        if (value && typeof value === 'object' && 'screens' in value)
          defined.push((value as unknown as { name: string }).name);
    }
    const notListed = defined.filter((name) => !isTemplateName(name));
    expect(notListed, 'templates defined in src/templates whose name is not in TEMPLATE_NAMES').toEqual([]);
  });
});
