import BrowserOnly from '@docusaurus/BrowserOnly';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/** The word wrap and copy buttons (theme-classic's CodeBlock/Buttons): drawn in the browser only, as they need it to work. */
export default function CodeBlockButtons({ className }: { className?: string }) {
  return (
    <BrowserOnly>
      {() => (
        <div className={clsx(className, styles.buttons)}>
          <WordWrapButton />
          <CopyButton />
        </div>
      )}
    </BrowserOnly>
  );
}
