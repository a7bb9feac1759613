import path from 'node:path';
import { CONFIG_FILE_VARIABLE } from './config/config-file';
import { applyConfigOption, buildCommandOptions, isInternalCommand, opensBrowser, parseCliArgs, startCommandOptions, writeTranslationsCommandOptions } from './cli-args';

const USAGE = `Usage: sitegen <command> [siteDir] [options]

Every command takes --config <file>: the site's config in another file than site.config.* or
docusaurus.config.*.

Commands:
  build [siteDir] [--out-dir dir] [--locale l]... [--dev] [--no-minify] [--bundle-analyzer]
                                           Build the static site (default: build/), every locale or those given
  serve [siteDir] [--dir dir] [--port n] [--host h] [--build] [--no-open]
                                           Serve a built site with clean URLs (--build: build it first)
  start [siteDir] [--port n] [--host h] [--locale l] [--poll [ms]] [--hot-only] [--no-open] [--no-minify]
                                           Development server with live reload, in the default locale or the one given
  deploy [siteDir] [--out-dir dir] [--locale l]... [--skip-build] [--target-dir dir]
                                           Build the site and push it to its GitHub Pages branch (GIT_USER or USE_SSH, …)
  write-translations [siteDir] [--locale l] [--override] [--messagePrefix p]
                                           Write the locale's translation files (i18n/<locale>/) to translate
  write-heading-ids [siteDir] [files...] [--syntax classic|mdx-comment] [--overwrite] [--migrate] [--maintain-case]
                                           Write an explicit {#id} after every Markdown heading that has none
  swizzle [themeName] [componentName] [siteDir] [--list] [--wrap|--eject] [--typescript|--javascript] [--danger]
                                           List a theme's components, or wrap or eject one into src/theme/
  clear [siteDir]                          Remove build output and caches
  docs:version <name> [siteDir]            Tag a new docs version: copy the docs and sidebars, list it in versions.json
  docs:version:<pluginId> <name> [siteDir] The same for another docs instance

Any other command is a plugin's (its extendCli), run in the site of DOCUSAURUS_CLI_SITE_DIR or the working folder.
start and serve open the site in the browser unless --no-open, CI or BROWSER=none (DOCUSAURUS_BROWSER names the browser).`;

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (!isInternalCommand(command)) {
    // A plugin's command: its options are its own (commander reads them).
    const configIndex = rest.findIndex((arg) => arg === '--config' || arg.startsWith('--config='));
    const config = configIndex === -1 ? process.env.DOCUSAURUS_CLI_CONFIG : rest[configIndex]!.includes('=') ? rest[configIndex]!.slice('--config='.length) : rest[configIndex + 1];
    if (config !== undefined) process.env[CONFIG_FILE_VARIABLE] = path.resolve(config);
    const { runPluginCommand } = await import('./commands/external');
    if (await runPluginCommand(command!, process.argv)) return;
    throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
  }
  const { values, positionals } = parseCliArgs(command, rest);
  if (!command || values.help || ['help', '--help', '-h'].includes(command)) {
    console.log(USAGE);
    return;
  }
  applyConfigOption(values);
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
      if (values.dev) {
        // As Docusaurus's `--dev`: React's development build, with its full error messages.
        console.log('Building in dev mode');
        process.env.NODE_ENV = 'development';
      }
      const result = await buildSite(siteDir, { ...buildCommandOptions(values), log: (l) => console.log(l) });
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
      const outDir = path.resolve(siteDir, values.dir ?? values['out-dir'] ?? 'build');
      if (values.build) {
        process.env.NODE_ENV = 'production';
        const { buildSite } = await import('./commands/build');
        await buildSite(siteDir, { outDir, log: (l) => console.log(l) });
      }
      const { serveSite } = await import('./commands/serve');
      const layout = await servedLayout(siteDir);
      await serveSite(outDir, { port, host, ...layout });
      // As Docusaurus's serve: the site opens in the browser, unless --no-open or CI.
      if (opensBrowser(values)) {
        const { openBrowser } = await import('./utils/open-browser');
        openBrowser(`http://${host}:${port}${layout.baseUrl}`);
      }
      break;
    }
    case 'start': {
      const { startDevServer } = await import('./commands/start');
      const server = await startDevServer(siteDir, { port, host, ...startCommandOptions(values) });
      // As Docusaurus's start: the site opens in the browser, unless --no-open (or CI, BROWSER=none).
      if (opensBrowser(values)) {
        const { openBrowser } = await import('./utils/open-browser');
        openBrowser(server.url);
      }
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
    case 'deploy': {
      const { deploy } = await import('./commands/deploy');
      await deploy(siteDir, {
        outDir: values['out-dir'],
        locales: values.locale,
        skipBuild: values['skip-build'],
        targetDir: values['target-dir'],
        log: (l) => console.log(l),
        build: async (dir, options) => {
          process.env.NODE_ENV = 'production';
          const { buildSite } = await import('./commands/build');
          return buildSite(dir, { ...options, log: (l) => console.log(l) });
        },
      });
      break;
    }
    case 'write-translations': {
      const { writeTranslations } = await import('./commands/write-translations');
      await writeTranslations(siteDir, { ...writeTranslationsCommandOptions(values), log: (l) => console.log(l) });
      break;
    }
    case 'write-heading-ids': {
      const { writeHeadingIds } = await import('./commands/write-heading-ids');
      const [, ...files] = positionals;
      await writeHeadingIds(siteDir, files, {
        syntax: values.syntax as 'classic' | 'mdx-comment' | undefined,
        overwrite: values.overwrite ?? false,
        migrate: values.migrate ?? false,
        maintainCase: values['maintain-case'] ?? false,
        log: (l) => console.log(l),
      });
      break;
    }
    case 'swizzle': {
      const { swizzle } = await import('./commands/swizzle');
      const [themeName, componentName, dir] = positionals;
      await swizzle(path.resolve(dir ?? '.'), themeName, componentName, {
        list: values.list,
        wrap: values.wrap,
        eject: values.eject,
        typescript: values.typescript === true && values.javascript !== true,
        danger: values.danger,
        log: (l) => console.log(l),
      });
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
