import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { countWords, firstParagraph, toPlainText } from '../../src/node/content/markdown-meta';
import { checkFrontMatter, parseFrontMatter } from '../../src/node/mdx/front-matter';
import type { LoadContext, Plugin } from '../../src/node/plugins/types';
import { listFiles } from '../../src/node/utils/fs';
import { joinUrl } from '../../src/node/utils/paths';
import type { BlogAuthor, BlogPostMetadata } from '../../src/shared/blog';

export interface BlogPost {
  file: string;
  metadata: BlogPostMetadata;
}

export interface BlogContent {
  posts: BlogPost[];
  authors: Record<string, BlogAuthor>;
}

/** The excerpt marker: everything before it is the post's summary in lists. */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

const FRONT_MATTER_SCHEMA = {
  title: 'string',
  slug: 'string',
  description: 'string',
  tags: 'string[]',
  authors: 'string|string[]',
  draft: 'boolean',
  unlisted: 'boolean',
  image: 'string',
  hide_table_of_contents: 'boolean',
} as const;

const FILE_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+?)(?:\/index)?\.mdx?$/;

/** Blog: posts by date, paginated lists, tags, archive and authors. */
export default function blogPlugin(context: LoadContext): Plugin<BlogContent> {
  const options = context.siteConfig.blog;
  if (!options) throw new Error('blog plugin loaded while `blog` is false in the config');
  const blogDir = path.resolve(context.siteDir, options.path);
  const base = joinUrl(context.baseUrl, options.routeBasePath);

  return {
    name: 'blog',
    getPathsToWatch: () => [blogDir],
    loadContent() {
      const authors = readAuthors();
      const posts: BlogPost[] = [];
      for (const relative of listFiles(blogDir, /\.mdx?$/)) {
        const normalized = relative.replace(/\/index(\.mdx?)$/, '$1');
        const match = FILE_NAME.exec(normalized);
        if (!match) continue;
        const [, year = '', month = '', day = '', fileSlug = ''] = match;
        const file = path.join(blogDir, relative);
        const shown = path.relative(context.siteDir, file);
        const source = fs.readFileSync(file, 'utf8');
        const { frontMatter, body } = parseFrontMatter(source, shown);
        checkFrontMatter(frontMatter, FRONT_MATTER_SCHEMA, shown, source);
        if (frontMatter.draft === true && !context.dev) continue;
        const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug.replace(/^\//, '') : `${year}/${month}/${day}/${fileSlug}`;
        const keys = frontMatter.authors === undefined ? [] : ([] as string[]).concat(frontMatter.authors as string | string[]);
        const postAuthors = keys.map((key) => {
          const author = authors[key];
          if (!author) throw new Error(`${shown}: front matter \`authors\` names "${key}", which is not in ${options.path}/authors.yml (known: ${Object.keys(authors).join(', ')})`);
          return author;
        });
        const excerptSource = body.split(TRUNCATE_MARKER)[0] ?? body;
        const words = countWords(body.replace(/^```[\s\S]*?^```/gm, ''));
        posts.push({
          file,
          metadata: {
            permalink: joinUrl(base, slug),
            title: (frontMatter.title as string | undefined) ?? fileSlug,
            date: `${year}-${month}-${day}`,
            description: (frontMatter.description as string | undefined) ?? firstParagraph(excerptSource),
            tags: ((frontMatter.tags as string[] | undefined) ?? []).map((label) => ({ label, permalink: joinUrl(base, 'tags', tagSlug(label)) })),
            authors: postAuthors,
            readingTime: Math.max(1, Math.round(words / 200)),
            hasTruncateMarker: TRUNCATE_MARKER.test(body),
            unlisted: frontMatter.unlisted === true,
            editUrl: options.editUrl ? `${options.editUrl.replace(/\/$/, '')}/${path.relative(context.siteDir, file).split(path.sep).join('/')}` : undefined,
            image: frontMatter.image as string | undefined,
            excerptText: toPlainText(excerptSource).slice(0, 400),
          },
        });
      }
      posts.sort((a, b) => b.metadata.date.localeCompare(a.metadata.date) || a.metadata.permalink.localeCompare(b.metadata.permalink));
      return { posts, authors };
    },

    async contentLoaded({ content, actions }) {
      const listed = content.posts.filter((p) => !p.metadata.unlisted);
      const sidebarPosts = options.blogSidebarCount === 'ALL' ? listed : listed.slice(0, options.blogSidebarCount);
      const sidebar = await actions.createData(
        'blog-sidebar.json',
        JSON.stringify({ title: options.blogSidebarTitle, items: sidebarPosts.map((p) => ({ title: p.metadata.title, permalink: p.metadata.permalink, date: p.metadata.date })) }),
      );

      // Post pages, with newer/older neighbours.
      for (const [i, post] of content.posts.entries()) {
        const index = listed.indexOf(post);
        const newer = index > 0 ? listed[index - 1] : undefined;
        const older = index >= 0 ? listed[index + 1] : undefined;
        const metadata = {
          ...post.metadata,
          newer: newer && { title: newer.metadata.title, permalink: newer.metadata.permalink },
          older: older && { title: older.metadata.title, permalink: older.metadata.permalink },
        };
        const data = await actions.createData(`post-${i}.json`, JSON.stringify(metadata));
        actions.addRoute({
          path: post.metadata.permalink,
          component: '@theme/BlogPostPage',
          modules: { content: post.file, metadata: data, sidebar },
          meta: { title: post.metadata.title, description: post.metadata.description, type: 'article', image: post.metadata.image, noIndex: post.metadata.unlisted },
        });
      }

      // Paginated lists: the blog itself and each tag.
      const addList = async (posts: BlogPost[], listBase: string, name: string, title: string, extra: Record<string, unknown>) => {
        const pages = Math.max(1, Math.ceil(posts.length / options.postsPerPage));
        for (let page = 1; page <= pages; page++) {
          const slice = posts.slice((page - 1) * options.postsPerPage, page * options.postsPerPage);
          const permalink = page === 1 ? listBase : joinUrl(listBase, 'page', String(page));
          const metadata = {
            ...extra,
            title,
            page,
            totalPages: pages,
            totalCount: posts.length,
            permalink,
            previousPage: page > 1 ? (page === 2 ? listBase : joinUrl(listBase, 'page', String(page - 1))) : undefined,
            nextPage: page < pages ? joinUrl(listBase, 'page', String(page + 1)) : undefined,
            items: slice.map((p) => p.metadata),
          };
          const modules: Record<string, string> = { metadata: await actions.createData(`list-${name}-${page}.json`, JSON.stringify(metadata)), sidebar };
          slice.forEach((p, i) => (modules[`excerpt${i}`] = `${p.file}?truncated=true`));
          actions.addRoute({ path: permalink, component: '@theme/BlogListPage', modules, meta: { title: page === 1 ? title : `${title} (page ${page})`, description: `${title}: ${context.siteConfig.title} blog posts` } });
        }
      };
      await addList(listed, base, 'blog', 'Blog', {});

      const tags = new Map<string, { label: string; permalink: string; posts: BlogPost[] }>();
      for (const post of listed) {
        for (const tag of post.metadata.tags) {
          const entry = tags.get(tag.permalink) ?? { ...tag, posts: [] };
          entry.posts.push(post);
          tags.set(tag.permalink, entry);
        }
      }
      const tagList = [...tags.values()].sort((a, b) => a.label.localeCompare(b.label));
      for (const tag of tagList) await addList(tag.posts, tag.permalink, `tag-${tagSlug(tag.label)}`, `Posts tagged "${tag.label}"`, { tag: { label: tag.label, permalink: tag.permalink, count: tag.posts.length }, allTagsPath: joinUrl(base, 'tags') });
      actions.addRoute({
        path: joinUrl(base, 'tags'),
        component: '@theme/BlogTagsListPage',
        modules: { tags: await actions.createData('tags.json', JSON.stringify(tagList.map((t) => ({ label: t.label, permalink: t.permalink, count: t.posts.length })))), sidebar },
        meta: { title: 'Tags', description: 'Every blog tag and how many posts carry it' },
      });

      actions.addRoute({
        path: joinUrl(base, 'archive'),
        component: '@theme/BlogArchivePage',
        modules: { archive: await actions.createData('archive.json', JSON.stringify(listed.map((p) => ({ title: p.metadata.title, permalink: p.metadata.permalink, date: p.metadata.date })))) },
        meta: { title: 'Archive', description: 'Every blog post, grouped by year' },
      });

      const authorList = Object.values(content.authors).map((author) => ({ ...author, count: listed.filter((p) => p.metadata.authors.some((a) => a.key === author.key)).length }));
      actions.addRoute({
        path: joinUrl(base, 'authors'),
        component: '@theme/BlogAuthorsPage',
        modules: { authors: await actions.createData('authors.json', JSON.stringify(authorList)), sidebar },
        meta: { title: 'Authors', description: 'The people who write this blog' },
      });
      actions.setGlobalData({ path: base, postCount: listed.length });
    },
  };

  function readAuthors(): Record<string, BlogAuthor> {
    const file = path.join(blogDir, 'authors.yml');
    if (!fs.existsSync(file)) return {};
    const raw = yaml.load(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>> | null;
    const authors: Record<string, BlogAuthor> = {};
    for (const [key, value] of Object.entries(raw ?? {})) {
      if (typeof value?.name !== 'string') throw new Error(`${path.relative(context.siteDir, file)}: author "${key}" needs a string \`name\``);
      authors[key] = {
        key,
        name: value.name,
        title: typeof value.title === 'string' ? value.title : undefined,
        url: typeof value.url === 'string' ? value.url : undefined,
        imageUrl: typeof value.image_url === 'string' ? value.image_url : undefined,
      };
    }
    return authors;
  }
}

export function tagSlug(label: string): string {
  return label.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
