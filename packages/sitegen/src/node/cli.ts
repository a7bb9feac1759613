import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `Usage: sitegen <command> [siteDir] [options]

Commands:
  build [siteDir] [--out-dir dir] [--locale l]...
                                           Build the static site (default: build/), every locale or those given
  serve [siteDir] [--port n] [--host h]    Serve a built site with clean URLs
  start [siteDir] [--port n] [--host h] [--locale l]
                                           Development server with live reload, in the default locale or the one given
  write-translations [siteDir] [--locale l] [--override] [--messagePrefix p]
                                           Write the locale's translation files (i18n/<locale>/) to translate
  clear [siteDir]                          Remove build output and caches
  docs:version <name> [siteDir]            Tag a new docs version: copy the docs and sidebars, list it in versions.json
  docs:version:<pluginId> <name> [siteDir] The same for another docs instance`;

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      'out-dir': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean' },
      locale: { type: 'string', multiple: true },
      override: { type: 'boolean' },
      messagePrefix: { type: 'string' },
    },
  });
  if (!command || values.help || ['help', '--help', '-h'].includes(command)) {
    console.log(USAGE);
    return;
  }
  const siteDir = path.resolve(positionals[0] ?? '.');
  const port = values.port ? Number(values.port) : 3000;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`--port must be a port number, got "${values.port}"`);
  const host = values.host ?? 'localhost';
  switch (command) {
    case 'build': {
      // Production builds of the packages the build itself loads (React for the Markdown copies).
      process.env.NODE_ENV = 'production';
      const start = performance.now();
      // Each command is imported when run: it loads only the packages it uses.
      const { buildSite } = await import('./commands/build');
      const result = await buildSite(siteDir, { outDir: values['out-dir'], locales: values.locale, log: (l) => console.log(l) });
      if (process.env.SITEGEN_REPORT_RSS) {
        console.log(`peak-rss-kb=${process.resourceUsage().maxRSS}`);
        // CPU seconds per phase, over both cores: a phase near its wall time left one core idle.
        console.log(`cpu-s ${Object.entries(result.cpuTimings).map(([phase, ms]) => `${phase}=${(ms / 1000).toFixed(1)}`).join(' ')}`);
      }
      const phases = Object.entries(result.timings).map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`).join(', ');
      console.log(`Built ${result.pages.length} pages into ${path.relative(process.cwd(), result.outDir) || '.'} in ${((performance.now() - start) / 1000).toFixed(1)} s (${phases})`);
      break;
    }
    case 'serve': {
      const { serveSite } = await import('./commands/serve');
      await serveSite(path.resolve(siteDir, values['out-dir'] ?? 'build'), { port, host, ...(await servedLayout(siteDir)) });
      break;
    }
    case 'start': {
      const { startDevServer } = await import('./commands/start');
      if ((values.locale?.length ?? 0) > 1) throw new Error('start takes one --locale');
      const server = await startDevServer(siteDir, { port, host, locale: values.locale?.[0] });
      // Ctrl-C: stop once webpack has written its cache, so the next start is warm; a second one quits at once.
      const stop = () => {
        process.once('SIGINT', () => process.exit(130));
        console.log('Stopping (writing the build cache)…');
        void server.stop().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      break;
    }
    case 'write-translations': {
      if ((values.locale?.length ?? 0) > 1) throw new Error('write-translations takes one --locale');
      const { writeTranslations } = await import('./commands/write-translations');
      await writeTranslations(siteDir, { locale: values.locale?.[0], override: values.override ?? false, messagePrefix: values.messagePrefix ?? '', log: (l) => console.log(l) });
      break;
    }
    case 'clear': {
      const { clearSite } = await import('./commands/clear');
      clearSite(siteDir);
      break;
    }
    default: {
      // Docusaurus's command of the docs plugin, one per instance: `docs:version`, `docs:version:<id>`.
      const docsVersionCommand = /^docs:version(?::(.+))?$/.exec(command);
      if (!docsVersionCommand) throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
      const [versionName, dir] = positionals;
      if (versionName === undefined) throw new Error(`${command} needs the name of the version: sitegen ${command} <name> [siteDir]`);
      const { docsVersion } = await import('./commands/docs-version');
      await docsVersion(path.resolve(dir ?? '.'), versionName, { pluginId: docsVersionCommand[1], log: (l) => console.log(l) });
    }
  }
}

/** The site's base URL and `trailingSlash`, which `serve` follows; sitegen's defaults without a config it can load. */
async function servedLayout(siteDir: string): Promise<{ baseUrl: string; trailingSlash: boolean | undefined }> {
  try {
    const { loadConfig } = await import('./config/load');
    const { config } = await loadConfig(siteDir);
    return { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  } catch {
    return { baseUrl: '/', trailingSlash: false };
  }
}

main().catch((error: unknown) => {
  console.error(`\n[sitegen] ${error instanceof Error ? error.message : String(error)}`);
  // A TypeError and its kin are a bug (here or in a plugin), not bad input: where it happened helps.
  const bug = error instanceof TypeError || error instanceof ReferenceError || error instanceof RangeError;
  if (error instanceof Error && (bug || process.env.SITEGEN_DEBUG)) console.error(error.stack?.split('\n').slice(1).join('\n'));
  process.exit(1);
});
