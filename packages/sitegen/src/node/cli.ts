import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `Usage: sitegen <command> [siteDir] [options]

Commands:
  build [siteDir] [--out-dir dir]          Build the static site (default: build/)
  serve [siteDir] [--port n] [--host h]    Serve a built site with clean URLs
  start [siteDir] [--port n] [--host h]    Development server with live reload
  clear [siteDir]                          Remove build output and caches`;

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { 'out-dir': { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, help: { type: 'boolean' } },
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
      const result = await buildSite(siteDir, { outDir: values['out-dir'], log: (l) => console.log(l) });
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
      const server = await startDevServer(siteDir, { port, host });
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
    case 'clear': {
      const { clearSite } = await import('./commands/clear');
      clearSite(siteDir);
      break;
    }
    default:
      throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
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
