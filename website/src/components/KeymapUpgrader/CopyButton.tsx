import { copyToClipboard } from '@theme/CodeBlock';
import { useEffect, useRef, useState } from 'react';
import styles from './styles.module.css';

/** A labelled Copy button that confirms for two seconds. */
export default function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onClick = () => {
    copyToClipboard(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className={styles.button} onClick={onClick} disabled={text.length === 0} aria-label={label}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}</span>
    </button>
  );
}
