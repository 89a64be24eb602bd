import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import type { StepName, TemplateDefinition } from '@/features/booking';

/**
 * The template definitions as the app has them (src/templates/<name>/definition*.ts), so the templates spec checks
 * what each definition says. Read as data: importing them would load the whole booking feature (React, Chakra)
 * into every test worker, seconds each; `defineTemplate` is all they call.
 */
let definitions: Map<string, TemplateDefinition> | undefined;

export function templateDefinition(name: string): TemplateDefinition {
  definitions ??= readDefinitions();
  const definition = definitions.get(name);
  if (!definition) throw new Error(`No definition of the template ${name} in src/templates`);
  return definition;
}

function readDefinitions(): Map<string, TemplateDefinition> {
  const found = new Map<string, TemplateDefinition>();
  const root = path.resolve('src/templates');
  for (const folder of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of readdirSync(path.join(root, folder.name)).filter((f) => /^definitions?\.ts$/.test(f))) {
      const source = readFileSync(path.join(root, folder.name, file), 'utf8');
      const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS } });
      const exports: Record<string, unknown> = {};
      const require = (module: string) => {
        if (module === '@/features/booking') return { defineTemplate: (definition: TemplateDefinition) => definition };
        // A screen's title is its message id; the specs read the English the page shows.
        if (module === '../parts/screens') return { screenTitle: (id: string) => sourceTemplates()[id] ?? id };
        throw new Error(`${folder.name}/${file} imports ${module}: teach tests/e2e/templates-definitions.ts about it`);
      };
      vm.runInNewContext(outputText, { exports, require });
      for (const value of Object.values(exports) as TemplateDefinition[]) {
        if (value && typeof value === 'object' && 'screens' in value) found.set(value.name, value);
      }
    }
  }
  return found;
}

let templatesCatalog: Record<string, string> | undefined;

function sourceTemplates(): Record<string, string> {
  templatesCatalog ??= JSON.parse(
    readFileSync(path.resolve('src/i18n/locales/en-GB/templates.json'), 'utf8'),
  ) as Record<string, string>;
  return templatesCatalog;
}

/** The index of the screen holding a step. */
export const screenOf = (definition: TemplateDefinition, step: StepName) =>
  definition.screens.findIndex((screen) => screen.steps.includes(step));

/**
 * The sign-in hand-off rule (rules: sign-in-handoff), "the wizard continues by template": the screen a sign-in asked for from `screen` lands on. One screen
 * on (never past the screen holding `upTo`), the payment's screen, or where it is (Overflow's confirm action).
 */
export function screenAfterSignIn(definition: TemplateDefinition, screen: number): number {
  const last = definition.screens.length - 1;
  const continues = definition.signInContinues;
  if (continues.kind === 'payment') return screenOf(definition, 'payment');
  if (continues.kind !== 'nextScreen') return screen;
  return Math.max(screen, Math.min(screen + 1, continues.upTo ? screenOf(definition, continues.upTo) : last));
}
