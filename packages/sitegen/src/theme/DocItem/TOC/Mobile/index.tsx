import { useDoc } from '@docusaurus/plugin-content-docs/client';
import TOCCollapsible from '@theme/TOCCollapsible';
import { clsx } from '../../../_internal/clsx';
import styles from './styles.module.css';

const level = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** theme-classic's DocItem/TOC/Mobile: the doc's table of contents as a panel above it, on narrow screens. */
export default function DocItemTOCMobile() {
  const { toc, frontMatter } = useDoc();
  return <TOCCollapsible toc={toc} minHeadingLevel={level(frontMatter.toc_min_heading_level)} maxHeadingLevel={level(frontMatter.toc_max_heading_level)} className={clsx('theme-doc-toc-mobile', styles.tocMobile)} />;
}
