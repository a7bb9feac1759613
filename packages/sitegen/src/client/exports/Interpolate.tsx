import { Fragment, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

/**
 * Docusaurus's `interpolate`: `{name}` placeholders in a message replaced by values. Text only
 * when every value is a string or number; otherwise React nodes.
 */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) return parts.join('');
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

/** `<Interpolate values={{ count: 3 }}>{'{count} items'}</Interpolate>` */
export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }): ReactNode {
  return interpolate(children, values);
}
