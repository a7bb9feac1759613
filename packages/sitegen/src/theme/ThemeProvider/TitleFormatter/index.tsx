import type { ReactNode } from 'react';
import { TitleFormatterProvider, type TitleFormatterFn } from '@docusaurus/theme-common/internal';

/** The title formatter every page's `<title>` goes through; swizzle this component to format titles another way. */
const formatter: TitleFormatterFn = (params) => params.defaultFormatter(params);

export default function ThemeProviderTitleFormatter({ children }: { children?: ReactNode }) {
  return <TitleFormatterProvider formatter={formatter}>{children}</TitleFormatterProvider>;
}
