import { authorPageTitle, tagPageTitle } from '../../src/shared/blog';
/**
 * The theme's own strings in another locale: each goes through translate() with theme-classic's
 * id, so the messages @docusaurus/theme-translations ships for the locale (as the build gives
 * them, under the site's code.json) show; plurals and dates follow the locale too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Admonition from '@theme/Admonition';
import BlogPostItem from '@theme/BlogPostItem';
import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';
import { blogPostContent } from '../../src/theme/_internal/blogContent';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import { CodeBlockContextProvider } from '../../src/theme/_internal/codeBlock';
import ColorModeToggle from '@theme/ColorModeToggle';
import DocPage from '@theme/DocPage';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';
import { selectPluralMessage, setCodeTranslations } from '../../src/client/exports/Translate';
import { themeDefaultMessages } from '../../src/node/i18n/translations';
import type { BlogPostMetadata } from '../../src/shared/blog';
import type { DocMetadata } from '../../src/shared/types';
import { formatDate, formatShortDate } from '../../src/theme/_internal/date';
import type { MDXModule } from '../../src/theme/_internal/types';
import { render, text } from './_render';

const THEME_FILES = ['theme-common', 'theme-search-algolia'];

function useLocale(locale: string): Record<string, string> {
  const messages = themeDefaultMessages(locale, THEME_FILES);
  setCodeTranslations(messages, { locale, calendar: 'gregory' });
  return messages;
}

afterEach(() => setCodeTranslations({}, { locale: 'en' }));

const doc: DocMetadata = {
  id: 'intro',
  title: 'Intro',
  description: 'd',
  permalink: '/fr/docs/intro',
  sidebar: 'docs',
  editUrl: 'https://git.example.org/edit/docs/intro.md',
  lastUpdatedAt: Date.UTC(2024, 4, 1),
  lastUpdatedBy: 'Ada',
  previous: { title: 'A', permalink: '/fr/docs/a' },
  next: { title: 'B', permalink: '/fr/docs/b' },
  frontMatter: {},
  unlisted: false,
};

const mdx = (extra: Partial<MDXModule> = {}): MDXModule => ({ default: () => <p>x</p>, frontMatter: {}, toc: [{ value: 'Part', id: 'part', level: 2 }], ...extra });

describe('theme strings in French', () => {
  it('a docs page: pagination, edit link, last updated (date in French), on this page, skip link, navbar', () => {
    const fr = useLocale('fr');
    const html = render(<DocPage content={mdx()} metadata={doc} />, { path: '/fr/docs/intro' });
    const shown = text(html);
    for (const id of ['theme.docs.paginator.next', 'theme.docs.paginator.previous', 'theme.common.editThisPage', 'theme.TOCCollapsible.toggleButtonLabel', 'theme.common.skipToMainContent']) {
      expect(shown, id).toContain(fr[id]);
    }
    expect(html).toContain(`aria-label="${fr['theme.docs.paginator.navAriaLabel']}"`);
    expect(html).toContain(`aria-label="${fr['theme.NavBar.navAriaLabel']}"`);
    // "Dernière mise à jour le 1 mai 2024 par Ada": the three messages nested, the date by Intl in French.
    expect(shown).toMatch(/Dernière mise à jour le 1 mai 2024 par Ada/);
    expect(shown).not.toMatch(/Next|Previous|Edit this page|Last updated/);
  });

  it('admonition titles, the copy button, the colour toggle and the 404 page', () => {
    const fr = useLocale('fr');
    expect(text(render(<Admonition type="tip">x</Admonition>))).toContain(fr['theme.admonition.tip']);
    // The code block's buttons are drawn in the browser (as theme-classic's): the copy button on its own.
    const wordWrap = { codeBlockRef: { current: null }, isEnabled: false, isCodeScrollable: false, toggle: () => undefined };
    const metadata = { codeInput: 'a', code: 'a', className: 'language-js', language: 'js', lineClassNames: {}, lines: [['a']] };
    expect(render(<CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}><CopyButton /></CodeBlockContextProvider>)).toContain(`aria-label="${fr['theme.CodeBlock.copyButtonAriaLabel']}"`);
    expect(render(<ColorModeToggle value="light" onChange={() => undefined} />)).toContain(fr['theme.colorToggle.ariaLabel.mode.light']);
    const notFound = text(render(<NotFound />));
    expect(notFound).toContain(fr['theme.NotFound.title']);
    expect(notFound).toContain(fr['theme.NotFound.p1']);
    expect(text(render(<Layout title="t">x</Layout>))).toContain(fr['theme.common.skipToMainContent']);
  });

  it('a blog post: reading time and post counts by the plural forms, tags label, read more', () => {
    useLocale('fr');
    const post: BlogPostMetadata = { permalink: '/fr/blog/p', title: 'P', date: '2024-05-01', frontMatter: {}, description: '', tags: [{ label: 't', permalink: '/fr/blog/tags/t' }], authors: [], readingTime: 4.4, hasTruncateMarker: true, unlisted: false, excerptText: '' };
    const item = (metadata: BlogPostMetadata) => render(<BlogPostProvider content={blogPostContent(undefined, metadata)}><BlogPostItem>x</BlogPostItem></BlogPostProvider>);
    expect(text(item({ ...post, readingTime: 1 }))).toContain('Une minute de lecture');
    const shown = text(item(post));
    expect(shown).toContain('5 minutes de lecture');
    expect(shown).toContain('1 mai 2024');
    expect(shown).toContain('Lire plus');
    expect(shown).toContain('Tags :');
  });
});

describe('locale rules', () => {
  it('chooses plural forms by the locale’s categories (Arabic has six; a message with fewer falls back to its last)', () => {
    setCodeTranslations({}, { locale: 'ar' });
    expect(selectPluralMessage(0, 'z|o|t|f|m|x')).toBe('z');
    expect(selectPluralMessage(2, 'z|o|t|f|m|x')).toBe('t');
    expect(selectPluralMessage(11, 'z|o|t|f|m|x')).toBe('m');
    expect(selectPluralMessage(2, 'one|other')).toBe('other');
    setCodeTranslations({}, { locale: 'en' });
    expect(selectPluralMessage(1, 'One post|{count} posts')).toBe('One post');
  });

  it('writes the blog titles the node side makes in the locale, as Docusaurus\'s theme does', () => {
    const messages = themeDefaultMessages('fr', THEME_FILES);
    expect(tagPageTitle('news', 1, { locale: 'fr', messages })).toBe('Un article tagués avec « news »');
    expect(authorPageTitle('Ada', 3, { locale: 'fr', messages })).toBe('Ada - 3 articles');
    expect(tagPageTitle('news', 1)).toBe('One post tagged with "news"');
  });

  it('writes dates in English as the theme always has, and by Intl in the locale otherwise', () => {
    expect(formatDate('2025-03-20')).toBe('March 20, 2025');
    expect(formatShortDate(Date.UTC(2024, 4, 1))).toBe('May 1, 2024');
    setCodeTranslations({}, { locale: 'de', calendar: 'gregory' });
    expect(formatDate('2025-03-20')).toBe('20. März 2025');
  });

  it('keeps sitegen’s English wording when no translation is loaded', () => {
    const shown = text(render(<DocPage content={mdx()} metadata={doc} />, { path: '/docs/intro' }));
    expect(shown).toContain('Edit this page');
    expect(shown).toMatch(/Last updated on May 1, 2024 by Ada/);
  });
});
