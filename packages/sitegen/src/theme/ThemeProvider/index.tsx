import type { ReactNode } from 'react';
import TitleFormatterProvider from '@theme/ThemeProvider/TitleFormatter';

/** theme-classic's ThemeProvider: the theme's providers around every page (in the app, inside Root). */
export default function ThemeProvider({ children }: { children?: ReactNode }) {
  return <TitleFormatterProvider>{children}</TitleFormatterProvider>;
}
