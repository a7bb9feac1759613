/**
 * The site's Markdown code, read on the MDX compile thread: its config imported and read as the
 * main thread reads it (loadConfig: presets called, plugin options validated), so plugins the
 * config defines inline or imports are the functions the config gives. Bundled apart from the
 * compile worker (see compile-thread.ts), which imports it only for a site that has such code: the
 * config reader stays out of every other site's compile thread.
 */
import { loadConfig } from '../config/load';
import type { SiteMarkdownConfigCode } from './site-plugins';

export async function loadSiteMarkdownCode(siteDir: string): Promise<SiteMarkdownConfigCode> {
  // The main thread has warned about the config already.
  const { config } = await loadConfig(siteDir, () => undefined);
  const { preprocessor, parseFrontMatter, remarkRehypeOptions, hooks } = config.markdown;
  const onBrokenMarkdownImages = typeof hooks?.onBrokenMarkdownImages === 'function' ? hooks.onBrokenMarkdownImages : undefined;
  return { plugins: config.markdownPlugins, preprocessor, parseFrontMatter, remarkRehypeOptions, onBrokenMarkdownImages };
}
