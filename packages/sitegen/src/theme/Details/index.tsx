import { Children, isValidElement, useRef, useState, type ComponentPropsWithoutRef, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { clsx } from '../_internal/clsx';
import { Collapsible } from '../_internal/Collapsible';
import styles from './styles.module.css';

/** `<summary>` inside Markdown: Details takes it as its summary. */
export function Summary(props: ComponentPropsWithoutRef<'summary'>) {
  return <summary {...props} />;
}

function isSummary(node: ReactNode): node is ReactElement<{ children?: ReactNode }> {
  return isValidElement(node) && (node.type === Summary || node.type === 'summary');
}

export interface DetailsProps extends Omit<ComponentPropsWithoutRef<'details'>, 'children'> {
  summary?: ReactNode;
  children?: ReactNode;
}

/** A disclosure (`<details>`) whose body slides open and closed. */
export default function Details({ summary, children, className, open: initiallyOpen, ...rest }: DetailsProps) {
  const items = Children.toArray(children);
  const summaryElement = items.find(isSummary);
  const body = items.filter((item) => item !== summaryElement);
  // A `<summary>` element given as the summary (MDXComponents/Details gives it so) is taken for its content.
  const summaryContent = isSummary(summary) ? summary.props.children : (summary ?? (summaryElement ? summaryElement.props.children : 'Details'));
  const [open, setOpen] = useState(!!initiallyOpen);
  const [collapsed, setCollapsed] = useState(!initiallyOpen);
  const ref = useRef<HTMLDetailsElement>(null);

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    if (collapsed) {
      setOpen(true);
      setCollapsed(false);
    } else {
      setCollapsed(true);
    }
  };

  return (
    <details
      {...rest}
      ref={ref}
      open={open}
      className={clsx(styles.details, !collapsed && styles.expanded, className)}
      onToggle={() => {
        // Opened by the browser itself (e.g. find in page).
        if (ref.current?.open && collapsed) {
          setOpen(true);
          setCollapsed(false);
        }
      }}
    >
      <summary className={styles.summary} onClick={onSummaryClick}>
        {summaryContent}
      </summary>
      <Collapsible collapsed={collapsed} onTransitionDone={(isCollapsed) => isCollapsed && setOpen(false)}>
        <div className={styles.body}>{body}</div>
      </Collapsible>
    </details>
  );
}
