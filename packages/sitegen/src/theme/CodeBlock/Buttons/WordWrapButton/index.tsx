import { translate } from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconWordWrap from '@theme/Icon/WordWrap';
import { clsx } from '../../../_internal/clsx';
import { useCodeBlockContext } from '../../../_internal/codeBlock';
import styles from '../../styles.module.css';

/** Wraps long lines or not (theme-classic's CodeBlock/Buttons/WordWrapButton): shown only when the code scrolls sideways or is wrapped. */
export default function WordWrapButton({ className }: { className?: string }) {
  const { wordWrap } = useCodeBlockContext();
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return null;
  const title = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap', description: 'The title attribute for toggle word wrapping button of code block lines' });
  return (
    <Button onClick={() => wordWrap.toggle()} className={clsx(className, wordWrap.isEnabled && styles.pressed)} aria-label={title} aria-pressed={wordWrap.isEnabled} title={title}>
      <IconWordWrap className={styles.wordWrapButtonIcon} aria-hidden="true" />
    </Button>
  );
}
