import yaml from 'js-yaml';
import type { ParseFrontMatter } from './site-plugins';

export interface FrontMatterResult {
  frontMatter: Record<string, unknown>;
  /** The body with the front matter replaced by blank lines, so line numbers stay true. */
  body: string;
}

export class FrontMatterError extends Error {
  constructor(
    public file: string,
    public line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
    this.name = 'FrontMatterError';
  }
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function parseFrontMatter(source: string, file: string): FrontMatterResult {
  const match = FENCE.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  let data: unknown;
  try {
    data = yaml.load(match[1] ?? '', { filename: file }) ?? {};
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? String(error);
    throw new FrontMatterError(file, (mark?.line ?? 0) + 2, `invalid front matter YAML: ${reason}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new FrontMatterError(file, 2, 'front matter must be a YAML mapping of keys to values');
  }
  return { frontMatter: data as Record<string, unknown>, body: blanked(source, match) };
}

/**
 * The front matter by the site's `markdown.parseFrontMatter`, as Docusaurus reads it for both the
 * compile and the content plugins' metadata: from the file as written, with sitegen's parser as
 * the default it may call. The body is the file with its front matter blanked.
 */
export async function parseFrontMatterWith(parse: ParseFrontMatter, source: string, filePath: string, file: string): Promise<FrontMatterResult> {
  const defaultParseFrontMatter = async ({ fileContent }: { fileContent: string }) => {
    const { frontMatter, body } = parseFrontMatter(fileContent, file);
    return { frontMatter, content: body.trim() };
  };
  const { frontMatter } = await parse({ filePath, fileContent: source, defaultParseFrontMatter });
  return { frontMatter, body: blankFrontMatter(source) };
}

/** The text with its front matter, unread, replaced by blank lines (for a front matter another parser read). */
export function blankFrontMatter(source: string): string {
  const match = FENCE.exec(source);
  return match ? blanked(source, match) : source;
}

/** Line numbers stay true. */
function blanked(source: string, fence: RegExpExecArray): string {
  return fence[0].replace(/[^\n]/g, '') + source.slice(fence[0].length);
}

type Expected = 'string' | 'boolean' | 'number' | 'string[]' | 'string|string[]' | 'string|object' | 'object';

/** Checks front matter keys against their expected types; a wrong value names the file, key and type. */
export function checkFrontMatter(frontMatter: Record<string, unknown>, schema: Record<string, Expected>, file: string, source: string): void {
  for (const [key, expected] of Object.entries(schema)) {
    const value = frontMatter[key];
    if (value === undefined || value === null) continue;
    if (!matches(value, expected)) {
      throw new FrontMatterError(file, lineOfKey(source, key), `front matter \`${key}\` must be ${expected.replace('|', ' or ')}, got ${JSON.stringify(value)}`);
    }
  }
}

function matches(value: unknown, expected: Expected): boolean {
  switch (expected) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'string|string[]':
      return typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
    case 'string|object':
      return typeof value === 'string' || (typeof value === 'object' && value !== null);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

/** 1-based line of a top-level front matter key, or 1 when it is not found. */
export function lineOfKey(source: string, key: string): number {
  const lines = source.split('\n');
  const index = lines.findIndex((l) => l.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 1;
}
