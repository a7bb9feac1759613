import type { UserConfig } from './schema';

/** Identity helper that gives `site.config.ts` full type checking. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

export type { UserConfig } from './schema';
