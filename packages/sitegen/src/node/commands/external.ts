/**
 * Commands of the site's plugins (Docusaurus's `extendCli` lifecycle, its commands/external.js):
 * a command sitegen does not have is looked for among the commands each plugin adds to a
 * commander program (commander 5, the one Docusaurus gives plugins), which then runs it. The
 * plugins are created, not loaded, as there: their factories run, their content does not load.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { CommanderStatic } from 'commander';
import { initPlugins } from '../plugins/host';

/** A fresh commander program (Docusaurus's `cli` argument of extendCli). */
export function createProgram(): CommanderStatic {
  const { Command } = createRequire(import.meta.url)('commander') as { Command: new () => CommanderStatic };
  const program = new Command();
  program.usage('<command> [options]');
  return program;
}

/**
 * Runs `command` if a plugin of the site adds it. `argv` is the whole command line (node, the
 * script, the command, its arguments), as commander parses it. The site is DOCUSAURUS_CLI_SITE_DIR
 * or the working folder, as in Docusaurus (the command's own arguments are the plugin's to read).
 * Returns false when no plugin has the command.
 */
export async function runPluginCommand(command: string, argv: string[], siteDir = path.resolve(process.env.DOCUSAURUS_CLI_SITE_DIR ?? '.')): Promise<boolean> {
  const { plugins } = await initPlugins(siteDir, { dev: false });
  const program = createProgram();
  for (const plugin of plugins) plugin.extendCli?.(program);
  const known = program.commands.some((cmd) => cmd.name() === command || (cmd as unknown as { _aliases?: string[] })._aliases?.includes(command));
  if (!known) return false;
  await program.parseAsync(argv);
  return true;
}
