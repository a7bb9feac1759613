/**
 * Docusaurus theme-common's components and hooks that plugins' and swizzled components use:
 * page metadata, `<html>` classes, the skip link, the draft and unlisted banners, themed images,
 * the mobile menu's secondary content, admonition props, tags by letter and the search link.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Head from '../exports/Head';
import { translate } from '../exports/Translate';
import useBaseUrl from '../exports/useBaseUrl';
import { useTitleFormatter } from './title-formatter';
import { useColorMode } from '../../theme/_internal/colorMode';

export { DraftBannerMessage, DraftBannerTitle, UnlistedBannerMessage, UnlistedBannerTitle, UnlistedMetadata } from './banners';
export { listTagsByLetters, translateTagsPageTitle, type TagLetterEntry } from './tags';

/** The page's `<title>` (through the title formatter, see title-formatter.tsx), description, keywords and image. */
export function PageMetadata({ title, description, keywords, image, children }: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode }) {
  const pageTitle = useTitleFormatter().format(title);
  const imageUrl = useBaseUrl(image ?? '', { absolute: true });
  return (
    <Head>
      {title && <title>{pageTitle}</title>}
      {title && <meta property="og:title" content={pageTitle} />}
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {keywords && <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : keywords} />}
      {image && <meta property="og:image" content={imageUrl} />}
      {image && <meta name="twitter:image" content={imageUrl} />}
      {children}
    </Head>
  );
}

/** Adds classes to `<html>` while mounted (Docusaurus's HtmlClassNameProvider). */
export function HtmlClassNameProvider({ className, children }: { className?: string; children: ReactNode }) {
  useEffect(() => {
    const classes = (className ?? '').split(/\s+/).filter(Boolean);
    document.documentElement.classList.add(...classes);
    return () => document.documentElement.classList.remove(...classes);
  }, [className]);
  return children;
}

/** The id of the element the skip link jumps to when a page has no `<main>` of its own. */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

export function SkipToContentLink(props: { className?: string }) {
  return (
    <a href={`#${SkipToContentFallbackId}`} className={props.className}>
      {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content', description: 'The skip to content label used for accessibility' })}
    </a>
  );
}

/**
 * Content drawn once per colour mode (light and dark images): both before hydration, each with its
 * class, so the right one shows from the first paint; the mode's only, after.
 */
export function ThemedComponent({ className, children }: { className?: string; children: (props: { theme: 'light' | 'dark'; className: string }) => ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  const { colorMode } = useColorMode();
  useEffect(() => setHydrated(true), []);
  const themes: Array<'light' | 'dark'> = hydrated ? [colorMode] : ['light', 'dark'];
  return <>{themes.map((theme) => <span key={theme} style={{ display: 'contents' }}>{children({ theme, className: ['themedComponent', `themedComponent--${theme}`, className].filter(Boolean).join(' ') })}</span>)}</>;
}

/** What a component gives the mobile menu's secondary panel: sitegen's menu shows the docs sidebar itself, so nothing. */
export function NavbarSecondaryMenuFiller(_props: { component: unknown; props: unknown }): null {
  return null;
}

/** The class a page's anchor targets need under a sticky navbar: sitegen's theme offsets every heading already. */
export function useAnchorTargetClassName(_id: string | undefined): string | undefined {
  return undefined;
}

/** An admonition's props with its title taken from an `mdxAdmonitionTitle` child, as Docusaurus's MDX admonitions give it. */
export function processAdmonitionProps<P extends { title?: ReactNode; children?: ReactNode }>(props: P): P {
  const children = Array.isArray(props.children) ? props.children : [props.children];
  // Docusaurus 3's: an element of type `mdxAdmonitionTitle`; MDX 1's marked it with `mdxType`.
  const isTitle = (child: unknown) => typeof child === 'object' && child !== null && ((child as { type?: unknown }).type === 'mdxAdmonitionTitle' || (child as { props?: { mdxType?: string } }).props?.mdxType === 'mdxAdmonitionTitle');
  const titleChild = children.find(isTitle) as { props: { children: ReactNode } } | undefined;
  if (!titleChild) return props;
  return { ...props, title: props.title ?? titleChild.props.children, children: children.filter((child) => !isTitle(child)) };
}

/** Makes the search page's link for a query (`<baseUrl>search?q=…`). */
export function useSearchLinkCreator(): (searchValue: string) => string {
  const searchPage = useBaseUrl('search');
  return (searchValue) => `${searchPage}?q=${encodeURIComponent(searchValue)}`;
}
