import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { RECIPES, SLOT_RECIPES, system } from './theme';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
/** The installed Chakra build's component folders (the root package's node_modules). */
const chakraFiles = import.meta.glob<string>(
  '../../../node_modules/@chakra-ui/react/dist/esm/components/**/*.js',
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);
const CHAKRA_COMPONENTS = '../../../node_modules/@chakra-ui/react/dist/esm/components/';

/** Every value (not type) imported from '@chakra-ui/react' in web/src, with the files importing it. */
function chakraImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const raw of (match[2] ?? '').split(',')) {
        const part = raw.trim();
        if (!part || part.startsWith('type ')) continue;
        const name = part.split(/\s+as\s+/)[0] ?? part;
        found.set(name, [...(found.get(name) ?? []), file.slice(3)]);
      }
    }
  }
  return found;
}

/**
 * Component export → the recipe keys its folder asks for (`key: "…"` in useRecipe/createSlotRecipeContext),
 * read from the installed Chakra build, so a new component or a Chakra upgrade needs no table here.
 */
function recipeKeysByExport(): Map<string, string[]> {
  const source = chakraFiles[`${CHAKRA_COMPONENTS}index.js`] ?? '';
  const folderOf = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const m of source.matchAll(/import \* as (\S+) from '\.\/([^/']+)\//g))
    namespaces.set(m[1] ?? '', m[2] ?? '');
  for (const m of source.matchAll(/export \{ ([^}]+) \} from '\.\/([^/']+)\//g)) {
    for (const name of (m[1] ?? '').split(',')) folderOf.set(name.trim(), m[2] ?? '');
  }
  for (const m of source.matchAll(/export \{ (\S+) as (\S+) \};/g)) {
    const folder = namespaces.get(m[1] ?? '');
    if (folder) folderOf.set(m[2] ?? '', folder);
  }
  // A folder's own keys, and the folders its files import (InputGroup renders InputAddon, for one).
  const ownKeys = new Map<string, Set<string>>();
  const deps = new Map<string, Set<string>>();
  for (const [file, text] of Object.entries(chakraFiles)) {
    const folder = file.slice(CHAKRA_COMPONENTS.length).split('/')[0] ?? '';
    if (!ownKeys.has(folder)) ownKeys.set(folder, new Set());
    if (!deps.has(folder)) deps.set(folder, new Set());
    for (const m of text.matchAll(/key: "([^"]+)"/g)) ownKeys.get(folder)?.add(m[1] ?? '');
    for (const m of text.matchAll(/from '\.\.\/([^/']+)\//g)) deps.get(folder)?.add(m[1] ?? '');
  }
  const closure = (folder: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(folder)) return new Set();
    seen.add(folder);
    const keys = new Set(ownKeys.get(folder));
    for (const dep of deps.get(folder) ?? []) for (const key of closure(dep, seen)) keys.add(key);
    return keys;
  };
  const keys = new Map<string, string[]>();
  for (const [name, folder] of folderOf) keys.set(name, [...closure(folder)]);
  return keys;
}

describe('design system', () => {
  it('has the recipe of every Chakra component the app renders', () => {
    const keysOf = recipeKeysByExport();
    const themed = new Set([...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)]);
    const registered = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
    const imports = chakraImports();
    expect(imports.size).toBeGreaterThan(20);
    expect(keysOf.get('Dialog')).toEqual(['dialog']);
    expect(imports.has('Button')).toBe(true);

    const missing: string[] = [];
    for (const [name, files] of imports) {
      for (const key of keysOf.get(name) ?? []) {
        // Keys Chakra's own theme has no recipe for (e.g. 'text') are unstyled by design.
        if (themed.has(key) && !registered.has(key))
          missing.push(`${name} needs '${key}' (${files.join(', ')})`);
      }
    }
    expect(missing, 'add these recipes to RECIPES / SLOT_RECIPES in web/src/app/theme.ts').toEqual([]);
  });

  it('registers nothing the app does not render', () => {
    const keysOf = recipeKeysByExport();
    const used = new Set([...chakraImports().keys()].flatMap((name) => keysOf.get(name) ?? []));
    const unused = [...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)].filter((key) => !used.has(key));
    expect(unused, 'drop these from web/src/app/theme.ts: nothing imports their component').toEqual([]);
  });

  it('keeps the brand tokens and the default tokens, conditions and recipes working', () => {
    expect(system.token('colors.brand.700')).toBe('#04785a');
    expect(system.token('colors.red.700')).toBeTruthy();
    expect(system.getRecipe('button')).toBeTruthy();
    expect(system.getSlotRecipe('toast').base?.root).toMatchObject({
      '&[data-type=success]': { bg: 'green.700' },
    });
    expect(system.breakpoints.up('md')).toContain('48rem');
  });
});
