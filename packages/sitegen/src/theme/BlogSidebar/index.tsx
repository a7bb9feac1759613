import { useWindowSize } from '@docusaurus/theme-common';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';
import type { BlogSidebarData } from '../../shared/blog';

/**
 * The blog's recent posts (theme-classic's BlogSidebar): a column on wide screens (and in the
 * pre-rendered page), the navbar drawer's panel on narrow ones.
 */
export default function BlogSidebar({ sidebar }: { sidebar?: BlogSidebarData }) {
  const windowSize = useWindowSize();
  if (!sidebar?.items.length) return null;
  if (windowSize === 'mobile') return <BlogSidebarMobile sidebar={sidebar} />;
  return <BlogSidebarDesktop sidebar={sidebar} />;
}
