import { excerptOf, TRUNCATE_MARKER } from './truncate';
import { createExcerpt, toPlainText } from '../../src/node/content/markdown-meta';
import { blankFrontMatter, checkFrontMatter, FrontMatterError, lineOfKey, parseFrontMatter } from '../../src/node/mdx/front-matter';
import { joinUrl } from '../../src/node/utils/paths';
import type { BlogAuthor, BlogPostMetadata } from '../../src/shared/blog';
import { checkLastUpdate } from '../../src/node/content/last-update';
import { checkFrontMatterTags, normalizeTag, type TagsFile } from '../../src/node/content/tags';
import { postAuthors } from './authors';

export { normalizeSocials, readAuthorsFile } from './authors';

/** The excerpt marker: everything before it is the post's summary in lists. */

const FRONT_MATTER_SCHEMA = {
  id: 'string',
  title: 'string',
  title_meta: 'string',
  sidebar_label: 'string',
  slug: 'string',
  description: 'string',
  draft: 'boolean',
  unlisted: 'boolean',
  image: 'string',
  keywords: 'string[]',
  hide_table_of_contents: 'boolean',
} as const;

/** `2024-01-31-slug.md` or `2024-01-31-slug/index.md`; the date prefix is optional when front matter has `date`. */
/**
 * A date in a post's path, as Docusaurus reads it: anywhere (the last one), with dashes or
 * slashes (`2024-03-14-name.md`, `news/2024-03-14-name/index.md`, `2024/03/14/name.md`).
 */
const DATED_PATH = /^(.*)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

/** The date and the URL slug a post's path gives it (Docusaurus's: the date, then the folders before it and the name). */
export function parsePostPath(relative: string): { date?: string; slug: string; name: string } {
  const match = DATED_PATH.exec(relative);
  if (!match) {
    const name = relative.replace(/(?:\/index)?\.mdx?$/, '');
    return { slug: name, name };
  }
  const [, folder = '', year = '', month = '', day = '', name = ''] = match;
  return { date: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`, slug: `${year}/${month}/${day}/${folder}${name}`, name };
}
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WORDS_PER_MINUTE = 200;

export interface PostInput {
  /** Path below the blog folder, POSIX separators. */
  relative: string;
  source: string;
  /** The file as shown in error messages (relative to the site). */
  shown: string;
  authors: Record<string, BlogAuthor>;
  /** The blog's route, base URL included (`/blog`). */
  base: string;
  /** Edit link of the file, when the config has `editUrl`. */
  editUrl?: string;
  /** The front matter as the site's `markdown.parseFrontMatter` read it (see parseFrontMatterWith); else sitegen's parser reads it. */
  frontMatter?: Record<string, unknown>;
  /** The tags' route (`/blog/tags`, the `tagsBasePath` option). Default: `<base>/tags`. */
  tagsBase?: string;
  /** The tags file's tags, by key (see src/node/content/tags.ts); null without one. */
  tagsFile?: TagsFile | null;
  /** The `truncateMarker` option. */
  truncateMarker?: RegExp;
  /** Minutes to read the post (the `readingTime` option); undefined: none shown. Default: Docusaurus's count. */
  readingTime?: (content: string, frontMatter: Record<string, unknown>) => number | undefined;
  /** The site's base URL, which root-relative author pictures go below. Default `/`. */
  baseUrl?: string;
  /** The date (YYYY-MM-DD) of a post neither its front matter nor its path dates: its file's creation (see the blog plugin's creationDay). */
  undatedDate?: string;
}

export interface ParsedPost {
  metadata: BlogPostMetadata;
  draft: boolean;
  frontMatter: Record<string, unknown>;
  /** The Markdown after the front matter and the title heading: what Docusaurus hands `readingTime` and `processBlogPosts`. */
  content: string;
  /** Front matter tags that the tags file does not define (only when there is one). */
  inlineTags: string[];
  /** Front matter authors written out in the post, not keys of the authors file. */
  inlineAuthors: unknown[];
}

/** Reads one post: URL, date, authors, tags, excerpt and reading time. Bad front matter throws with file and line. */
export function parsePost({ relative, source, shown, authors, base, editUrl, frontMatter: given, tagsBase = joinUrl(base, 'tags'), tagsFile = null, truncateMarker = TRUNCATE_MARKER, readingTime = (content) => defaultReadingTime({ content }), baseUrl = '/', undatedDate }: PostInput): ParsedPost {
  const { frontMatter, body } = given ? { frontMatter: given, body: blankFrontMatter(source) } : parseFrontMatter(source, shown);
  checkFrontMatter(frontMatter, FRONT_MATTER_SCHEMA, shown, source);
  checkLastUpdate(frontMatter, shown, source);
  const fromPath = parsePostPath(relative);
  const fileSlug = fromPath.name;
  const date = frontMatterDate(frontMatter.date, shown, source) ?? fromPath.date ?? undatedDate;
  if (!date) throw new FrontMatterError(shown, 1, 'a blog post needs a date: name the file YYYY-MM-DD-slug.md (or YYYY-MM-DD-slug/index.md) or set `date` in front matter');
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug.replace(/^\//, '') : fromPath.slug;
  const excerptSource = excerptOf(body, truncateMarker);
  // Keys of the tags file, other labels and `{ label, permalink }` objects (src/node/content/tags.ts).
  const tags = (checkFrontMatterTags(frontMatter, shown, source) ?? []).map((tag) => normalizeTag(tag, tagsFile, tagsBase));
  // Keys of authors.yml (with overrides), inline authors, or the legacy `author*` fields (authors.ts).
  const postAuthorList = postAuthors(frontMatter, authors, shown, source, baseUrl);
  const content = withoutContentTitle(body);
  return {
    draft: frontMatter.draft === true,
    frontMatter,
    content,
    inlineTags: tagsFile ? tags.filter((tag) => tag.inline).map((tag) => tag.label) : [],
    inlineAuthors: postAuthorList.filter((author) => author.key === null),
    metadata: {
      permalink: joinUrl(base, slug),
      title: (frontMatter.title as string | undefined) ?? fileSlug,
      date,
      frontMatter,
      description: (frontMatter.description as string | undefined) ?? createExcerpt(excerptSource) ?? '',
      tags: tags.map(({ inline: _inline, ...tag }) => tag),
      authors: postAuthorList,
      readingTime: readingTime(content, frontMatter),
      hasTruncateMarker: truncateMarker.test(body),
      unlisted: frontMatter.unlisted === true,
      editUrl,
      image: frontMatter.image as string | undefined,
      excerptText: toPlainText(excerptSource).slice(0, 400),
    },
  };
}

/**
 * Docusaurus's reading time (its `defaultReadingTime`): the words of the Markdown as Intl.Segmenter
 * finds them in the locale, at 200 a minute (or `wordsPerMinute`), in minutes to two decimals.
 */
/** One segmenter per locale: making one costs more than segmenting a post with it. */
const segmenters = new Map<string | undefined, Intl.Segmenter>();
function wordSegmenter(locale: string | undefined): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  return segmenter;
}

export function defaultReadingTime({ content, locale, options }: { content: string; locale?: string; options?: { wordsPerMinute?: number } }): number {
  let words = 0;
  for (const { isWordLike } of wordSegmenter(locale).segment(content)) if (isWordLike) words++;
  return words === 0 ? 0 : Math.round((words / (options?.wordsPerMinute ?? WORDS_PER_MINUTE)) * 100) / 100;
}

/** The body without a `# Title` heading opening it, as Docusaurus's parseMarkdownFile gives a post's content. */
function withoutContentTitle(body: string): string {
  return body.replace(/^\s*#[ \t]+[^\n]*(?:\n|$)/, '');
}

export function tagSlug(label: string): string {
  return label.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Front matter `date`: YAML reads `2024-01-31` as a Date; a quoted string works too. */
function frontMatterDate(value: unknown, shown: string, source: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  const day = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value.trim().slice(0, 10) : '';
  if (!DAY.test(day)) throw new FrontMatterError(shown, lineOfKey(source, 'date'), `front matter \`date\` must be a date like 2024-01-31, got ${JSON.stringify(value)}`);
  return day;
}
