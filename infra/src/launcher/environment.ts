import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, loadConfig } from '@koalarent/core';
import { repoRoot } from '../paths.js';

export interface LauncherEnvironment {
  env: NodeJS.ProcessEnv;
  config: Config;
  /** A local .env was read. */
  loadedEnvFile: boolean;
}

/**
 * The environment `npm start` (and the benchmarks that start the app its way) give the app: a local .env is
 * optional and real environment variables win over it; demo mode is on unless set. Throws ConfigError on a bad
 * setting.
 */
export function launcherEnvironment(root = repoRoot): LauncherEnvironment {
  const envFile = path.join(root, '.env');
  const loadedEnvFile = existsSync(envFile);
  if (loadedEnvFile) process.loadEnvFile(envFile);
  const env: NodeJS.ProcessEnv = { ...process.env };
  env.DEMO_MODE ??= 'true';
  return { env, config: loadConfig(env), loadedEnvFile };
}
