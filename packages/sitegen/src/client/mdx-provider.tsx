import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** Components MDX content renders with (h2 → Heading, a → Link, CodeBlock, Admonition, …). */
export type MDXComponents = Record<string, ComponentType<never> | string>;

const MDXContext = createContext<MDXComponents>({});

/** Used by compiled MDX (`providerImportSource`), so imported partials get the same components. */
export function useMDXComponents(components?: MDXComponents): MDXComponents {
  const provided = useContext(MDXContext);
  return components ? { ...provided, ...components } : provided;
}

export function MDXProvider({ components, children }: { components: MDXComponents; children: ReactNode }) {
  return <MDXContext.Provider value={components}>{children}</MDXContext.Provider>;
}
