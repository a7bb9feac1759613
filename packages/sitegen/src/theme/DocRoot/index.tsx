import { DocsSidebarProvider, useDocRootMetadata } from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';

export interface DocRootProps {
  /** The routes inside (the doc's), each with the name of its sidebar. */
  route: { routes?: Array<{ path: string; sidebar?: string }> };
}

/** theme-classic's DocRoot: the page's sidebar for the components inside, and the docs layout around the doc. */
export default function DocRoot(props: DocRootProps) {
  const current = useDocRootMetadata(props);
  // Docusaurus shows its not-found content when no doc route matches; a sitegen docs route always has its doc.
  if (!current) return null;
  const { docElement, sidebarName, sidebarItems } = current;
  return (
    <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
      <DocRootLayout>{docElement}</DocRootLayout>
    </DocsSidebarProvider>
  );
}
