/**
 * The blog's tags file (the `tags` option; `tags.yml` in the blog folder when left out), as
 * Docusaurus's getTagsFile reads it: `key: { label, permalink, description }`, each part optional.
 */
import fs from 'node:fs';
import yaml from 'js-yaml';
import { localizedFile } from '../../src/node/i18n/content';

export interface TagDefinition {
  label: string;
  /** Below the tags' route, starting with `/`. */
  permalink: string;
  description?: string;
}

export type TagsFile = Record<string, TagDefinition>;

const DEFAULT_TAGS_FILE = 'tags.yml';

/** The tags file's tags by key; null when the option is null/false, or left out with no `tags.yml`. */
export function readTagsFile(option: string | null | false | undefined, contentDir: string, localizedDir: string | undefined): TagsFile | null {
  if (option === null || option === false) return null;
  const file = localizedFile(contentDir, option ?? DEFAULT_TAGS_FILE, localizedDir);
  if (!fs.existsSync(file)) {
    if (option === undefined) return null;
    throw new Error(`No tags file '${option}' could be found in any of those directories:\n- ${[localizedDir, contentDir].filter(Boolean).join('\n- ')}`);
  }
  const text = fs.readFileSync(file, 'utf8');
  if (!text.trim()) return {};
  const raw = yaml.load(text);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`There was an error extracting tags from file: "value" must be of type object (${file})`);
  const tags: TagsFile = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const given = (value ?? {}) as Partial<Record<keyof TagDefinition, unknown>>;
    for (const field of ['label', 'permalink', 'description'] as const) {
      if (given[field] !== undefined && typeof given[field] !== 'string') throw new Error(`There was an error extracting tags from file: "${key}.${field}" must be a string (${file})`);
    }
    const { label, permalink, description } = given as Partial<TagDefinition>;
    // Docusaurus's defaults: the key capitalized, and the key in kebab case.
    tags[key] = { label: label || capitalize(key), permalink: permalink || `/${kebabCase(key)}`, ...(description !== undefined ? { description } : {}) };
  }
  ensureUniquePermalinks(tags);
  return tags;
}

function ensureUniquePermalinks(tags: TagsFile): void {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { permalink } of Object.values(tags)) (seen.has(permalink) ? duplicates : seen).add(permalink);
  if (duplicates.size > 0) throw new Error(`Duplicate permalinks found in tags file:\n${[...duplicates].map((p) => `  - ${p}`).join('\n')}`);
}

/** lodash's capitalize: the first letter upper case, the rest lower. */
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** lodash's kebabCase for the keys tags files use: words (camelCase humps too) in lower case, joined by `-`. */
function kebabCase(text: string): string {
  return (text.match(/[A-Z]{2,}(?=[A-Z][a-z]+|\b|[^a-zA-Z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? []).map((word) => word.toLowerCase()).join('-');
}
