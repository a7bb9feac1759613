import type { ComponentType } from 'react';
import type { TocItem } from '../../shared/types';

/** The namespace of a compiled Markdown/MDX module. */
export interface MDXModule {
  default: ComponentType<Record<string, unknown>>;
  frontMatter: Record<string, unknown>;
  toc: TocItem[];
  contentTitle?: string;
}
