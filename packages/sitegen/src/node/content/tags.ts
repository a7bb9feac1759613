/**
 * Tags of docs and blog posts, as Docusaurus's content plugins read them (utils' tags.ts and
 * utils-validation's tagsFile.ts): the tags file (the `tags` option; `tags.yml` in the content
 * folder when left out and it exists), front matter tags (keys of that file, other strings, or
 * `{ label, permalink }` objects), inline tags reported by `onInlineTags`, and the items of each tag.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { ReportingPolicy } from '../../shared/types';
import type { Tag } from '../../shared/tags';
import { localizedFile } from '../i18n/content';
import { FrontMatterError, lineOfKey } from '../mdx/front-matter';
import { joinUrlAsWritten } from '../utils/paths';
import { report } from '../utils/report';

export interface TagDefinition {
  label: string;
  /** Below the tags' route, starting with `/`. */
  permalink: string;
  description?: string;
}

export type TagsFile = Record<string, TagDefinition>;

/** The `tags` option: a file in the content folder; null or false, none. */
export type TagsOption = string | null | false | undefined;

/** A front matter tag: a key of the tags file or a label, or (Docusaurus's legacy form) an object. */
export type FrontMatterTag = string | { label: string; permalink: string };

const DEFAULT_TAGS_FILE = 'tags.yml';

/**
 * The tags file's tags by key (Docusaurus's getTagsFile): null when the option is null/false, or
 * left out with no `tags.yml`; a file named by the option must exist (the locale's copy first).
 * `siteDir` names the file in messages.
 */
export function readTagsFile(option: TagsOption, contentDir: string, localizedDir: string | undefined, siteDir = process.cwd()): TagsFile | null {
  if (option === null || option === false) return null;
  const relative = option ?? DEFAULT_TAGS_FILE;
  const file = localizedFile(contentDir, relative, localizedDir);
  if (!fs.existsSync(file)) {
    if (option === undefined) return null;
    throw new Error(`No tags file '${relative}' could be found in any of those directories:\n- ${[localizedDir, contentDir].filter(Boolean).join('\n- ')}`);
  }
  const shown = path.relative(siteDir, file) || file;
  const text = fs.readFileSync(file, 'utf8');
  if (!text.trim()) return {};
  const fail = (message: string): never => {
    throw new Error(`${shown}: There was an error extracting tags from file: ${message}`);
  };
  let raw: unknown;
  try {
    raw = yaml.load(text, { filename: shown });
  } catch (error) {
    fail(`invalid YAML: ${(error as { message?: string }).message ?? String(error)}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail('"value" must be of type object');
  const tags: TagsFile = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) fail(`"${key}" must be of type object`);
    const given = (value ?? {}) as Record<string, unknown>;
    for (const field of Object.keys(given)) if (!['label', 'permalink', 'description'].includes(field)) fail(`"${key}.${field}" is not allowed`);
    for (const field of ['label', 'permalink', 'description'] as const) {
      if (given[field] !== undefined && typeof given[field] !== 'string') fail(`"${key}.${field}" must be a string`);
    }
    const { label, permalink, description } = given as Partial<TagDefinition>;
    // Docusaurus's defaults: the key capitalized, and the key in kebab case.
    tags[key] = { label: label || capitalize(key), permalink: permalink || `/${kebabCase(key)}`, ...(description !== undefined ? { description } : {}) };
  }
  ensureUniquePermalinks(tags, shown);
  return tags;
}

function ensureUniquePermalinks(tags: TagsFile, shown: string): void {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { permalink } of Object.values(tags)) (seen.has(permalink) ? duplicates : seen).add(permalink);
  if (duplicates.size > 0) throw new Error(`${shown}: Duplicate permalinks found in tags file:\n${[...duplicates].map((p) => `  - ${p}`).join('\n')}`);
}

/**
 * Front matter `tags`, as Docusaurus's FrontMatterTagsSchema takes them: an array of strings and
 * `{ label, permalink }` objects; anything else stops the build at the file and line.
 */
export function checkFrontMatterTags(frontMatter: Record<string, unknown>, file: string, source: string | (() => string)): FrontMatterTag[] | undefined {
  const value = frontMatter.tags;
  if (value === undefined || value === null) return undefined;
  // The line is looked for when there is something wrong on it.
  const line = () => lineOfKey(typeof source === 'string' ? source : source(), 'tags');
  if (!Array.isArray(value)) throw new FrontMatterError(file, line(), `front matter \`tags\` does not look like a valid front matter Yaml array, got ${JSON.stringify(value)}`);
  value.forEach((tag: unknown, i) => {
    if (typeof tag === 'string') return;
    const object = typeof tag === 'object' && tag !== null && !Array.isArray(tag) ? (tag as Record<string, unknown>) : undefined;
    if (object && typeof object.label === 'string' && typeof object.permalink === 'string' && Object.keys(object).every((key) => key === 'label' || key === 'permalink')) return;
    throw new FrontMatterError(file, line(), `front matter \`tags[${i}]\` does not look like a valid tag (a key of the tags file, a label, or { label, permalink }), got ${JSON.stringify(tag)}`);
  });
  return value as FrontMatterTag[];
}

/**
 * One front matter tag (Docusaurus's normalizeTag): a key of the tags file is that tag; another
 * string is an inline tag at its label in kebab case; an object is an inline tag at its permalink.
 * Permalinks are below `tagsBase` (the tags' route, base URL included).
 */
export function normalizeTag(tag: FrontMatterTag, tagsFile: TagsFile | null, tagsBase: string): Tag {
  const defined = typeof tag === 'string' ? tagsFile?.[tag] : undefined;
  if (defined) return { label: defined.label, permalink: joinUrlAsWritten(tagsBase, defined.permalink), ...(defined.description !== undefined ? { description: defined.description } : {}), inline: false };
  const { label, permalink } = typeof tag === 'string' ? { label: tag, permalink: kebabCase(tag) } : tag;
  return { label, permalink: joinUrlAsWritten(tagsBase, permalink), inline: true };
}

export interface NormalizeTagsInput {
  frontMatterTags: FrontMatterTag[] | undefined;
  tagsFile: TagsFile | null;
  tagsBase: string;
  /** The file as named in the message, below its content folder (Docusaurus's `source`). */
  source: string;
  options: { onInlineTags: ReportingPolicy; tags?: TagsOption };
}

/**
 * A doc's or post's tags (Docusaurus's normalizeTags): with a tags file, tags it does not define
 * are reported as `onInlineTags` asks (`'throw'` stops the build).
 */
export function normalizeTags({ frontMatterTags, tagsFile, tagsBase, source, options }: NormalizeTagsInput): Tag[] {
  const tags = (frontMatterTags ?? []).map((tag) => normalizeTag(tag, tagsFile, tagsBase));
  if (tagsFile !== null) reportInlineTags(tags.filter((tag) => tag.inline).map((tag) => tag.label), source, options);
  return tags;
}

/** Docusaurus's message for tags the tags file does not define (their labels), as `onInlineTags` asks. */
export function reportInlineTags(labels: string[], source: string, options: { onInlineTags: ReportingPolicy; tags?: TagsOption }): void {
  const inline = [...new Set(labels)];
  if (inline.length > 0) report(options.onInlineTags, `Tags [${inline.join(', ')}] used in ${source} are not defined in ${options.tags || DEFAULT_TAGS_FILE}`);
}

/**
 * Items by tag permalink (Docusaurus's groupTaggedItems): the first tag seen at a permalink names
 * it; an item tagged twice is listed once.
 */
export function groupTaggedItems<T>(items: readonly T[], tagsOf: (item: T) => readonly Tag[]): Map<string, { tag: Tag; items: T[] }> {
  const groups = new Map<string, { tag: Tag; items: T[] }>();
  for (const item of items) {
    for (const tag of tagsOf(item)) {
      let group = groups.get(tag.permalink);
      if (!group) groups.set(tag.permalink, (group = { tag, items: [] }));
      if (!group.items.includes(item)) group.items.push(item);
    }
  }
  return groups;
}

/**
 * Docusaurus's getTagVisibility: a tag with only unlisted items is unlisted and lists them all;
 * otherwise it lists its listed items.
 */
export function tagVisibility<T>(items: readonly T[], isUnlisted: (item: T) => boolean): { unlisted: boolean; listedItems: T[] } {
  if (items.every(isUnlisted)) return { unlisted: true, listedItems: [...items] };
  return { unlisted: false, listedItems: items.filter((item) => !isUnlisted(item)) };
}

/** lodash's capitalize: the first letter upper case, the rest lower. */
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/**
 * lodash's kebabCase, which Docusaurus makes tag permalinks with: accents dropped, apostrophes
 * removed, then the words (camelCase humps and runs of digits apart) in lower case, joined by `-`.
 */
export function kebabCase(text: string): string {
  let kebab = kebabCases.get(text);
  if (kebab === undefined) kebabCases.set(text, (kebab = toKebabCase(text)));
  return kebab;
}

/** A site has a few dozen tags on thousands of pages. */
const kebabCases = new Map<string, string>();

function toKebabCase(text: string): string {
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/['\u2019]/g, '');
  const words = plain.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{L}+|\d+/gu) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}
