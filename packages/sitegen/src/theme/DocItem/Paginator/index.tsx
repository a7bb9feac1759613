import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';

/** theme-classic's DocItem/Paginator: the doc's previous and next pages (DocPaginator stays generic, for generated indexes too). */
export default function DocItemPaginator() {
  const { metadata } = useDoc();
  return <DocPaginator className="docusaurus-mt-lg" previous={metadata.previous} next={metadata.next} />;
}
