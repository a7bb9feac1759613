import type { ReactNode } from 'react';
import '../styles/global.css';
import { ColorModeProvider } from '../_internal/colorMode';

/** Wraps the whole app on every page: global styles and the colour-mode state. */
export default function Root({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      {children}
    </ColorModeProvider>
  );
}
