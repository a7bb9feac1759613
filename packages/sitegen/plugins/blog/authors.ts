/**
 * Blog authors as Docusaurus's plugin-content-blog reads them (authorsMap.ts, authors.ts,
 * authorsSocials.ts): authors.yml entries, a post's `authors` (keys, keys with overrides, inline
 * objects) and the legacy `author*` front matter; pictures below the base URL, socials as URLs.
 */
import fs from 'node:fs';
import yaml from 'js-yaml';
import { FrontMatterError, lineOfKey } from '../../src/node/mdx/front-matter';
import { joinUrl } from '../../src/node/utils/paths';
import type { BlogAuthor } from '../../src/shared/blog';

/** How each known platform's handle becomes a URL (Docusaurus's PredefinedPlatformNormalizers). */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  threads: (handle) => `https://www.threads.net/@${handle}`,
  // `user@other.server` too: mastodon.social redirects.
  mastodon: (handle) => `https://mastodon.social/@${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
  email: (email) => `mailto:${email}`,
};

/**
 * An author's `socials`: a handle of a known platform becomes its profile URL (the platform
 * lower-cased), a full URL stays; a handle with a slash, or a value that is not text, is an error.
 * Stack Overflow ids that YAML read as numbers count as text, as in Docusaurus.
 */
export function normalizeSocials(socials: Record<string, unknown>, where: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(socials).map(([platform, raw]) => {
      const value = platform === 'stackoverflow' && typeof raw === 'number' ? String(raw) : raw;
      const illegal = () => new Error(`${where}: author socials should be usernames/userIds/handles, or fully qualified HTTP(s) absolute URLs.\nSocial platform '${platform}' has illegal value '${String(value)}'`);
      if (typeof value !== 'string') throw illegal();
      if (/^(https?:\/\/|mailto:)/.test(value)) return [platform, value];
      if (value.includes('/')) throw illegal();
      const toUrl = SOCIAL_URLS[platform.toLowerCase()];
      return toUrl ? [platform.toLowerCase(), toUrl(value)] : [platform, value];
    }),
  );
}

/** lodash's kebabCase for author keys: words split at case changes and non-letters, lower-cased, dashed. */
export function kebabCase(text: string): string {
  const words = text.match(/[A-Z]{2,}(?=[A-Z][a-z]+|\b|[^a-zA-Z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}

/** A root-relative picture below the base URL (`/img/a.png` → `/base/img/a.png`), as Docusaurus's normalizeImageUrl. */
function imageUnderBase(imageURL: string | undefined, baseUrl: string): string | undefined {
  return imageURL?.startsWith('/') ? joinUrl(baseUrl, imageURL) : imageURL;
}

const text = (raw: Record<string, unknown>, field: string) => (typeof raw[field] === 'string' ? (raw[field] as string) : undefined);

/** The fields an author has in authors.yml and front matter; `image_url` is `imageURL`'s other name. */
function authorFields(raw: Record<string, unknown>, where: string): Omit<BlogAuthor, 'key' | 'page'> {
  const fields: Omit<BlogAuthor, 'key' | 'page'> = {};
  for (const field of ['name', 'title', 'url', 'email', 'description'] as const) {
    const value = text(raw, field);
    if (value !== undefined) fields[field] = value;
  }
  const imageURL = text(raw, 'imageURL') ?? text(raw, 'image_url');
  if (imageURL !== undefined) fields.imageURL = imageURL;
  if (raw.socials !== undefined && raw.socials !== null) {
    if (typeof raw.socials !== 'object' || Array.isArray(raw.socials)) throw new Error(`${where}: \`socials\` must be an object of platform names to handles or URLs`);
    fields.socials = normalizeSocials(raw.socials as Record<string, unknown>, where);
  }
  return fields;
}

export interface AuthorsContext {
  /** The authors pages' route (`/blog/authors`). */
  authorsBase: string;
  baseUrl: string;
}

/**
 * authors.yml (or .json): author key → author, each with its page's address (`page: true`: the key
 * kebab-cased; `page: { permalink }`), its picture below the base URL and its socials as URLs.
 * `shown` is the file as named in errors.
 */
export function readAuthorsFile(file: string, shown: string, { authorsBase, baseUrl }: AuthorsContext = { authorsBase: '/blog/authors', baseUrl: '/' }): Record<string, BlogAuthor> {
  let raw: unknown;
  try {
    raw = yaml.load(fs.readFileSync(file, 'utf8'), { filename: shown });
  } catch (error) {
    throw new Error(`${shown}: invalid YAML: ${(error as Error).message}`);
  }
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) throw new Error(`${shown}: the authors map file should contain an object where each entry contains an author key and the corresponding author's data`);
  const authors: Record<string, BlogAuthor> = {};
  const pages = new Map<string, string>();
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${shown}: author "${key}" should be an author object containing properties like name, title, and imageURL`);
    const entry = value as Record<string, unknown>;
    const fields = authorFields(entry, `${shown}: author "${key}"`);
    if (fields.name === undefined && fields.imageURL === undefined) throw new Error(`${shown}: author "${key}" needs a string \`name\` or \`imageURL\``);
    const { page } = entry;
    if (page !== undefined && typeof page !== 'boolean' && (typeof page !== 'object' || page === null || typeof (page as { permalink?: unknown }).permalink !== 'string')) {
      throw new Error(`${shown}: author "${key}": \`page\` must be a boolean or { permalink: string }`);
    }
    const slug = page === true ? kebabCase(key) : page ? (page as { permalink: string }).permalink : undefined;
    const permalink = slug === undefined ? undefined : joinUrl(authorsBase, slug);
    if (permalink !== undefined) {
      const other = pages.get(permalink);
      if (other) throw new Error(`${shown}: authors "${other}" and "${key}" have the same page ${permalink}`);
      pages.set(permalink, key);
    }
    authors[key] = { ...fields, key, page: permalink === undefined ? null : { permalink }, imageURL: imageUnderBase(fields.imageURL, baseUrl) };
  }
  return authors;
}

/**
 * A post's authors: its `authors` (keys of authors.yml, `{ key, …overrides }`, inline objects), or
 * its legacy `author`, `author_title`/`authorTitle`, `author_url`/`authorURL`,
 * `author_image_url`/`authorImageURL` (one author without a key; not both forms, as in Docusaurus).
 */
export function postAuthors(frontMatter: Record<string, unknown>, known: Record<string, BlogAuthor>, shown: string, source: string, baseUrl = '/'): BlogAuthor[] {
  const legacy = legacyAuthor(frontMatter, baseUrl);
  const value = frontMatter.authors;
  const entries = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  if (legacy) {
    if (entries.length > 0) throw new FrontMatterError(shown, lineOfKey(source, 'authors'), "to declare blog post authors, use the 'authors' front matter in priority. Don't mix 'authors' with other existing 'author_*' front matter. Choose one or the other, not both at the same time.");
    return [legacy];
  }
  const line = lineOfKey(source, 'authors');
  const where = `${shown}:${line}: front matter \`authors\``;
  const authors = entries.map((entry: unknown): BlogAuthor => {
    const given = typeof entry === 'string' ? { key: entry } : typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Record<string, unknown>) : undefined;
    const fields = given && authorFields(given, where);
    const key = given && typeof given.key === 'string' ? given.key : undefined;
    if (!given || !fields || (key === undefined && fields.name === undefined && fields.imageURL === undefined)) {
      throw new FrontMatterError(shown, line, `front matter \`authors\`: ${JSON.stringify(entry)} does not look like a valid blog post author. Please use an author key or an author object (with a key and/or name).`);
    }
    // As Docusaurus's: an inline author's socials normalised (none: empty), without a key or a page.
    if (key === undefined) return { ...fields, socials: fields.socials ?? {}, key: null, page: null, imageURL: imageUnderBase(fields.imageURL, baseUrl) };
    const author = known[key];
    if (!author) {
      if (Object.keys(known).length === 0) throw new FrontMatterError(shown, line, `can't reference blog post authors by a key (such as '${key}') because no authors map file could be loaded: check the blog's \`authorsMapPath\`, and that the file exists and is not empty`);
      throw new FrontMatterError(shown, line, `front matter \`authors\` names "${key}", which is not in authors.yml (known: ${Object.keys(known).join(', ')})`);
    }
    // The post's own fields override the authors file's (a picture of its own goes below the base URL too).
    // As in Docusaurus, an object entry's `socials` (none: `{}`) replace the file's.
    const imageURL = fields.imageURL !== undefined ? imageUnderBase(fields.imageURL, baseUrl) : author.imageURL;
    const socials = typeof entry === 'string' ? author.socials : (fields.socials ?? {});
    return { ...author, ...fields, key, page: author.page, ...(imageURL !== undefined ? { imageURL } : {}), ...(socials !== undefined ? { socials } : {}) };
  });
  const seen = new Set<string>();
  for (const author of authors) {
    if (author.key === null) continue;
    if (seen.has(author.key)) throw new FrontMatterError(shown, line, `duplicate blog post author "${author.key}" in front matter \`authors\``);
    seen.add(author.key);
  }
  return authors;
}

/** The legacy one-author front matter of Docusaurus v1 and early v2, if the post has any of it. */
function legacyAuthor(frontMatter: Record<string, unknown>, baseUrl: string): BlogAuthor | undefined {
  const name = text(frontMatter, 'author');
  const title = text(frontMatter, 'author_title') ?? text(frontMatter, 'authorTitle');
  const url = text(frontMatter, 'author_url') ?? text(frontMatter, 'authorURL');
  const imageURL = imageUnderBase(text(frontMatter, 'author_image_url') ?? text(frontMatter, 'authorImageURL'), baseUrl);
  if (!name && !title && !url && !imageURL) return undefined;
  return { name, title, url, imageURL, key: null, page: null };
}
