import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.js';

/**
 * An aria-label on a plain layout box (a div with no role) is prohibited ARIA: screen readers ignore it and axe
 * reports it as serious. The loading placeholders are where it crept in, and they show too briefly for the e2e
 * axe sweep to catch every time, so every layout element in the web source that carries an aria-label must also
 * say what it is: a role, or `as` another element.
 */
const SRC = join(repoRoot, 'web', 'src');
const LAYOUT = /<(Stack|HStack|VStack|Box|Flex|Grid|SimpleGrid|Center|chakra\.div)\b([^<>]*?)>/gs;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

function unnamedLabelledBoxes(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(LAYOUT)) {
    const attributes = match[2] ?? '';
    if (!/\baria-label=/.test(attributes) || /\brole=/.test(attributes) || /\bas=/.test(attributes)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push(`${file}:${line} <${match[1]}>`);
  }
  return found;
}

describe('aria-label on layout elements', () => {
  it('finds a labelled box without a role, and accepts one with a role or another element', () => {
    expect(unnamedLabelledBoxes('a.tsx', '<Stack gap="3" aria-busy="true" aria-label={label}>')).toEqual([
      'a.tsx:1 <Stack>',
    ]);
    expect(unnamedLabelledBoxes('a.tsx', '<Stack role="status" aria-label={label}>')).toEqual([]);
    expect(unnamedLabelledBoxes('a.tsx', '<Box as="nav" aria-label={label}>')).toEqual([]);
  });

  it('gives every labelled layout element in the web source a role', () => {
    const found = sources(SRC).flatMap((file) =>
      unnamedLabelledBoxes(relative(SRC, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
