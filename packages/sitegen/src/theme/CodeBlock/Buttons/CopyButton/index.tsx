import { useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import { clsx } from '../../../_internal/clsx';
import { useCodeBlockContext } from '../../../_internal/codeBlock';
import { copyToClipboard } from '../../highlighting';
import styles from '../../styles.module.css';

/** Copies the block's code, magic comments taken out (theme-classic's CodeBlock/Buttons/CopyButton); "Copied" is also said to screen readers. */
export default function CopyButton({ className }: { className?: string }) {
  const { code } = useCodeBlockContext().metadata;
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copyCode = useCallback(() => {
    copyToClipboard(code).then(
      () => {
        setIsCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setIsCopied(false), 2000);
      },
      (error: unknown) => console.error('Copy failed', error),
    );
  }, [code]);
  const copied = translate({ id: 'theme.CodeBlock.copied', message: 'Copied', description: 'The copied button label on code blocks' });
  return (
    <>
      <Button
        aria-label={isCopied ? copied : translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard', description: 'The ARIA label for copy code blocks button' })}
        title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks' })}
        className={clsx(className, isCopied && styles.copied)}
        onClick={copyCode}
      >
        <span className={styles.copyButtonIcons} aria-hidden="true">
          {isCopied ? <IconSuccess className={styles.copyButtonIcon} /> : <IconCopy className={styles.copyButtonIcon} />}
        </span>
        {isCopied && (
          <span className={styles.buttonText} aria-hidden="true">
            {copied}
          </span>
        )}
      </Button>
      <span className="sr-only" role="status" aria-live="polite">
        {isCopied ? copied : ''}
      </span>
    </>
  );
}
