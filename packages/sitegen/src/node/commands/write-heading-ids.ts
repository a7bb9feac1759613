/**
 * `sitegen write-heading-ids [siteDir] [files...]`: Docusaurus's `write-heading-ids`. Writes an
 * explicit id after every heading of the site's Markdown (or the files given) that has none, so
 * its anchor survives a change of its text: `## Title {#title}`, or with `--syntax mdx-comment`
 * `## Title {/* #title *\/}`. `--overwrite` writes every id again from the text, `--migrate`
 * rewrites existing ids in the chosen syntax, `--maintain-case` keeps the text's case. The rules
 * are Docusaurus's (writeMarkdownHeadingId in @docusaurus/utils): `##` to `######` outside code
 * fences, link text kept, ids unique per file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger } from '../mdx/slug';
import { CLASSIC_HEADING_ID } from '../mdx/remark-heading-ids';

export type HeadingIdSyntax = 'classic' | 'mdx-comment';

export interface WriteHeadingIdsOptions {
  syntax?: HeadingIdSyntax;
  overwrite?: boolean;
  migrate?: boolean;
  maintainCase?: boolean;
}

const MDX_COMMENT_ID = /\s*\{\/\*\s*#(\S+)\s*\*\/\}$/;

/** A heading line's text and written id (either syntax). */
function parseHeadingId(line: string): { text: string; id?: string } {
  for (const form of [CLASSIC_HEADING_ID, MDX_COMMENT_ID]) {
    const match = form.exec(line);
    if (match) return { text: line.slice(0, match.index), id: match[1]!.trim() };
  }
  return { text: line };
}

/** The Markdown with heading ids written (Docusaurus's writeMarkdownHeadingId). */
export function writeMarkdownHeadingIds(content: string, { syntax = 'classic', overwrite = false, migrate = false, maintainCase = false }: WriteHeadingIdsOptions = {}): string {
  if (overwrite && migrate) throw new Error('--overwrite and --migrate cannot be used together: --overwrite already writes every id again, in the syntax given');
  const lines = content.split('\n');
  // Unique per file: names already written are taken first, unless they are all written again.
  const slugger = createSlugger(maintainCase);
  if (!overwrite) for (const line of lines) {
    const { id } = parseHeadingId(line);
    if (id !== undefined) slugger.reserve(id);
  }
  let inCode = false;
  return lines
    .map((line) => {
      if (line.startsWith('```')) {
        inCode = !inCode;
        return line;
      }
      if (inCode || !line.startsWith('##')) return line;
      const parsed = parseHeadingId(line);
      if (parsed.id !== undefined && !overwrite && !migrate) return line;
      const hashes = /^#+/.exec(parsed.text)![0];
      const text = parsed.text.slice(hashes.length).trimEnd();
      const id = migrate && parsed.id !== undefined ? parsed.id : slugger.slug(text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').trim());
      return `${hashes}${text} ${syntax === 'mdx-comment' ? `{/* #${id} */}` : `{#${id}}`}`;
    })
    .join('\n');
}

/** Writes the ids into `files`, or into every Markdown file of the site's content plugins; gives the files changed. */
export async function writeHeadingIds(siteDir: string, files: string[], options: WriteHeadingIdsOptions & { log?: (line: string) => void }): Promise<string[]> {
  if (options.syntax !== undefined && options.syntax !== 'classic' && options.syntax !== 'mdx-comment') throw new Error(`Invalid --syntax value "${String(options.syntax)}". Valid values: classic, mdx-comment`);
  const log = options.log ?? (() => undefined);
  const targets = files.length > 0 ? files.map((file) => path.resolve(file)) : await contentFolders(siteDir);
  const markdown = targets.flatMap(markdownFilesIn);
  if (markdown.length === 0) {
    log(`No Markdown files found in ${siteDir}`);
    return [];
  }
  const changed = markdown.filter((file) => {
    const content = fs.readFileSync(file, 'utf8');
    const written = writeMarkdownHeadingIds(content, options);
    if (written === content) return false;
    fs.writeFileSync(file, written);
    return true;
  });
  if (changed.length > 0) log(`Heading ids added to ${changed.length}/${markdown.length} Markdown files:\n${changed.map((file) => `  ${path.relative(siteDir, file)}`).join('\n')}`);
  else log(`The ${markdown.length} Markdown files have explicit heading ids already (--overwrite writes them again, --migrate changes their syntax).`);
  return changed;
}

/** The folders and files the site's plugins watch (their content), as Docusaurus's command takes them. */
async function contentFolders(siteDir: string): Promise<string[]> {
  const { loadSite } = await import('../plugins/host');
  const site = await loadSite(siteDir, { dev: true });
  // A watched glob (`docs/**/*.{md,mdx}`) stands for its folder.
  return site.plugins.flatMap((plugin) => plugin.getPathsToWatch?.() ?? []).map((watched) => path.resolve(siteDir, watched.split(/[*{]/)[0] ?? watched));
}

function markdownFilesIn(target: string): string[] {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return /\.mdx?$/.test(target) ? [target] : [];
  return fs
    .readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !/[\\/]node_modules[\\/]/.test(entry.parentPath))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
