import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import ThemeMDXComponents from '@theme/MDXComponents';

/** Components MDX content renders with (h2 → Heading, a → Link, CodeBlock, Admonition, …). */
export type MDXComponents = Record<string, ComponentType<never> | string>;

/** No provider around: the theme's components (what theme-classic's MDXContent provides). */
const MDXContext = createContext<MDXComponents | null>(null);

/**
 * Used by compiled MDX (`providerImportSource`), so imported partials get the same components:
 * the theme's (`@theme/MDXComponents`), or those an MDXProvider around gives (a swizzled
 * MDXContent's). The theme's components come with the content that uses them, not with every
 * page's first scripts (the app provides none; a page's content loads after it shows).
 */
export function useMDXComponents(components?: MDXComponents): MDXComponents {
  const provided = useContext(MDXContext) ?? (ThemeMDXComponents as MDXComponents);
  return components ? { ...provided, ...components } : provided;
}

export function MDXProvider({ components, children }: { components: MDXComponents; children: ReactNode }) {
  return <MDXContext.Provider value={components}>{children}</MDXContext.Provider>;
}
