/** The real blog content against the fact sheet ../shared/facts/blog.json (skipped when the facts are absent). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePost, readAuthorsFile } from 'sitegen/plugins/blog';
import { countWords } from 'sitegen/utils';
import { parseFrontMatter } from 'sitegen/utils';
import { factsDir, repoRoot } from '../components/_facts';

interface FactPost {
  file_name: string;
  date: string;
  slug: string;
  url_path: string;
  title: string;
  authors: string[];
  tags: string[];
  word_count: { prose_words: number };
  truncate_style: 'html-comment' | 'mdx-comment';
}
interface FactAuthor {
  key: string;
  name: string;
  title: string;
  url: string;
}

const factsFile = path.join(factsDir, 'blog.json');
const facts = fs.existsSync(factsFile) ? (JSON.parse(fs.readFileSync(factsFile, 'utf8')) as { posts: FactPost[]; authors: FactAuthor[] }) : undefined;
const blogDir = path.join(repoRoot, 'blog');
const authors = readAuthorsFile(path.join(blogDir, 'authors.yml'), 'blog/authors.yml');

describe.skipIf(!facts)('blog content matches blog.json', () => {
  const posts = facts?.posts ?? [];

  it('has exactly the 20 posts of the fact sheet, and no other', () => {
    const files = fs.readdirSync(blogDir).filter((f) => /\.mdx?$/.test(f) || fs.statSync(path.join(blogDir, f)).isDirectory());
    expect(files.sort()).toEqual(posts.map((p) => p.file_name).sort());
    expect(posts).toHaveLength(20);
  });

  it.each(posts.map((p) => [p.file_name, p] as const))('%s: URL, date, title, authors and tags', (fileName, fact) => {
    const source = fs.readFileSync(path.join(blogDir, fileName), 'utf8');
    const { metadata } = parsePost({ relative: fileName, source, shown: `blog/${fileName}`, authors, base: '/blog' });
    expect(metadata.permalink).toBe(fact.url_path);
    expect(metadata.date).toBe(fact.date);
    expect(metadata.title).toBe(fact.title);
    expect(metadata.authors.map((a) => a.key)).toEqual(fact.authors);
    expect(metadata.tags.map((t) => t.label)).toEqual(fact.tags);
    expect(metadata.hasTruncateMarker).toBe(true);
    expect(source).toContain(fact.truncate_style === 'mdx-comment' ? '{/* truncate */}' : '<!-- truncate -->');
  });

  it.each(posts.map((p) => [p.file_name, p] as const))('%s: about the length of the original', (fileName, fact) => {
    const { body } = parseFrontMatter(fs.readFileSync(path.join(blogDir, fileName), 'utf8'), fileName);
    const words = countWords(body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ''));
    expect(words / fact.word_count.prose_words).toBeGreaterThanOrEqual(0.6);
    expect(words / fact.word_count.prose_words).toBeLessThanOrEqual(1.6);
  });

  it('has the four authors of the fact sheet', () => {
    for (const fact of facts?.authors ?? []) expect(authors[fact.key]).toMatchObject({ name: fact.name, title: fact.title, url: fact.url });
    expect(Object.keys(authors).sort()).toEqual((facts?.authors ?? []).map((a) => a.key).sort());
  });
});
