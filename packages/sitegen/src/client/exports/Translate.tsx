import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './Interpolate';

/**
 * Docusaurus's translation API. Sitegen builds one locale, so a message is its default text
 * (`children` or `message`), with `{name}` placeholders filled in.
 */
export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message, values));
}

export default function Translate({ children, values }: { children: string; id?: string; description?: string; values?: InterpolateValues }): ReactNode {
  return interpolate(children, values);
}
