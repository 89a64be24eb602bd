import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { CHAKRA_COMPONENT_RECIPES, CHAKRA_RECIPES, CHAKRA_SLOT_RECIPES } from './chakraTheme';
import { createBrandSystem } from './createBrandSystem';

const srcDir = path.resolve(__dirname, '../..');

/** The capitalised names (components) imported as values from '@chakra-ui/react' anywhere under src/. */
function importedChakraComponents(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g))
          for (const raw of match[1].split(',')) {
            const name = raw.trim().replace(/\s+as\s+.*/, '');
            if (/^[A-Z]/.test(name) && !/Props$|^SystemContext$|^SystemConfig$/.test(name))
              found.set(name, path.relative(srcDir, file));
          }
      }
    }
  };
  walk(srcDir);
  return found;
}

describe('the recipes the design system carries', () => {
  it('knows every Chakra component imported under src/, so none renders without its recipe', () => {
    const unknown = [...importedChakraComponents()].filter(([name]) => !(name in CHAKRA_COMPONENT_RECIPES));
    expect(unknown.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('carries every recipe those components read, exactly as Chakra defines it', () => {
    const system = createBrandSystem();
    for (const keys of Object.values(CHAKRA_COMPONENT_RECIPES))
      for (const key of keys) expect(system.isRecipe(key) || system.isSlotRecipe(key), key).toBe(true);
    for (const [key, recipe] of Object.entries(CHAKRA_RECIPES))
      expect(recipe).toBe(defaultThemeConfig.theme?.recipes?.[key]);
    for (const [key, recipe] of Object.entries(CHAKRA_SLOT_RECIPES))
      expect(recipe).toBe(defaultThemeConfig.theme?.slotRecipes?.[key]);
  });

  it('leaves out the recipes of components nothing renders', () => {
    const system = createBrandSystem();
    for (const unused of ['avatar', 'carousel', 'colorPicker', 'datePicker', 'treeView', 'pinInput'])
      expect(system.isSlotRecipe(unused), unused).toBe(false);
  });
});
