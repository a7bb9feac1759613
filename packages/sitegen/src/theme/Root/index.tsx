import type { ReactNode } from 'react';
import '../styles/global.css';
import { ColorModeProvider } from '../_internal/colorMode';
import SearchBar from '../SearchBar';

/** Wraps the whole app on every page: global styles, the colour-mode state and the search modal's opener. */
export default function Root({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      {children}
      <SearchBar />
    </ColorModeProvider>
  );
}
