/**
 * The blog's strings to translate, as plugin-content-blog's translations.ts gives them: one file,
 * `options.json`, with the blog's title and description (its list page's title and meta
 * description) and its sidebar's title, read back from `i18n/<locale>/docusaurus-plugin-content-blog/options.json`.
 */
import type { TranslationFile } from '../../src/node/plugins/types';
import type { BlogOptions } from '../../src/shared/types';
import type { BlogContent } from './index';

export function blogTranslationFiles(options: Pick<BlogOptions, 'blogTitle' | 'blogDescription' | 'blogSidebarTitle'>): TranslationFile[] {
  return [
    {
      path: 'options',
      content: {
        title: { message: options.blogTitle, description: 'The title for the blog used in SEO' },
        description: { message: options.blogDescription, description: 'The description for the blog used in SEO' },
        'sidebar.title': { message: options.blogSidebarTitle, description: 'The label for the left sidebar' },
      },
    },
  ];
}

export function translateBlogContent(content: BlogContent, files: TranslationFile[]): BlogContent {
  const t = files.find((file) => file.path === 'options')?.content ?? {};
  return {
    ...content,
    blogTitle: t.title?.message ?? content.blogTitle,
    blogDescription: t.description?.message ?? content.blogDescription,
    blogSidebarTitle: t['sidebar.title']?.message ?? content.blogSidebarTitle,
  };
}
