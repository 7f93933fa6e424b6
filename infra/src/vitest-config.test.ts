import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as coreViaPackage from '@koalarent/core';
import * as contractsViaPackage from '@koalarent/core/contracts';
import { describe, expect, it } from 'vitest';
import * as contractsSource from '../../services/core/src/contracts/index.js';
import * as coreSource from '../../services/core/src/index.js';
import vitestConfig from '../../vitest.config.js';
import { repoRoot } from './paths.js';

interface PackageJson {
  name: string;
  workspaces?: string[];
  exports?: Record<string, { source?: string; default?: string }>;
}

interface WorkspaceExport {
  specifier: string;
  packageDir: string;
  source: string | undefined;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Every `@koalarent/*` export, read straight from the package files (not from the config under test). */
function workspaceExports(): WorkspaceExport[] {
  return (readPackage('.').workspaces ?? []).flatMap((dir) => {
    const pkg = readPackage(dir);
    return Object.entries(pkg.exports ?? {}).map(([subpath, target]) => ({
      specifier: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
      packageDir: path.join(repoRoot, dir),
      source: target.source,
    }));
  });
}

interface Alias {
  find: string | RegExp;
  replacement: string;
}

/** The alias list of each test project, narrowed from the config's wide types. */
function projectAliases(): { name: string; aliases: Alias[] }[] {
  const projects = vitestConfig.test?.projects ?? [];
  return projects.flatMap((project) => {
    if (typeof project !== 'object' || project === null || !('test' in project)) return [];
    const alias = project.resolve?.alias;
    return [{ name: String(project.test?.name), aliases: Array.isArray(alias) ? (alias as Alias[]) : [] }];
  });
}

/** What Vite's alias step does with a bare specifier: the first matching entry wins. */
function applyAliases(aliases: Alias[], specifier: string): string | null {
  for (const { find, replacement } of aliases) {
    if (typeof find === 'string' ? find === specifier : find.test(specifier))
      return typeof find === 'string' ? replacement : specifier.replace(find, replacement);
  }
  return null;
}

describe('vitest.config.ts: tests run the workspace packages from source', () => {
  const exports = workspaceExports();

  it('finds the workspace exports it checks', () => {
    expect(exports.map((e) => e.specifier)).toEqual(
      expect.arrayContaining(['@koalarent/core', '@koalarent/core/testing', '@koalarent/bookings/worker']),
    );
  });

  it('gives every export a source file under the package src/', () => {
    for (const { specifier, packageDir, source } of exports) {
      expect(source, `${specifier} has no "source" condition`).toBeDefined();
      const file = path.join(packageDir, source ?? '');
      expect(file.startsWith(path.join(packageDir, 'src') + path.sep), `${specifier} -> ${file}`).toBe(true);
      expect(existsSync(file), `${specifier} -> ${file} is missing`).toBe(true);
    }
  });

  it.each(projectAliases())('aliases every export to its src/ file in the $name project', ({ aliases }) => {
    for (const { specifier, packageDir, source } of exports) {
      const resolved = applyAliases(aliases, specifier);
      expect(resolved, `${specifier} is not aliased`).toBe(path.join(packageDir, source ?? ''));
      expect(resolved).not.toMatch(/[/\\]dist[/\\]/);
    }
    // An alias for a prefix must not swallow a deeper subpath (`@koalarent/core` vs `@koalarent/core/testing`).
    expect(applyAliases(aliases, '@koalarent/core/testing')).toMatch(/[/\\]src[/\\]testing[/\\]index\.ts$/);
  });

  it('loads a package import as the very module its source path loads, not a copy from dist/', () => {
    // One module instance per file: if the package name went through dist/, these would be different objects.
    expect(coreViaPackage.loadConfig).toBe(coreSource.loadConfig);
    expect(contractsViaPackage.ERROR_TABLE).toBe(contractsSource.ERROR_TABLE);
  });
});
