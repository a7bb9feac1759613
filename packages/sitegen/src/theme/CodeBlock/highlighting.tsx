/** Highlighting and copying for the CodeBlock's parts, and for a site's own code views (the website's keymap upgrader). */
import { useEffect, useState } from 'react';
import { plainCodeLines, type CodeLine } from '../../shared/prism/lines';

/** Writes text to the clipboard (with a fallback for browsers without the async API). */
export async function copyToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the textarea method
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/**
 * Lines of `source` highlighted in `language`: the given tokens when the build highlighted them,
 * else plain text at first (also in the pre-rendered HTML) and Prism's tokens once it has loaded.
 */
export function useHighlightedLines(lines: CodeLine[] | undefined, source: string, language: string | undefined): CodeLine[] {
  const [highlighted, setHighlighted] = useState<{ source: string; lines: CodeLine[] } | null>(null);
  useEffect(() => {
    if (lines) return;
    let cancelled = false;
    import(/* webpackChunkName: "prism" */ './prism').then(
      ({ highlightCode }) => !cancelled && setHighlighted({ source, lines: highlightCode(source, language) }),
      (error: unknown) => console.error('Could not load the syntax highlighter', error),
    );
    return () => {
      cancelled = true;
    };
  }, [lines, source, language]);
  if (lines) return lines;
  return highlighted?.source === source ? highlighted.lines : plainCodeLines(source);
}

/** One highlighted token (the Prism classes the colour themes style). */
export function Token({ token }: { token: CodeLine[number] }) {
  if (typeof token === 'string') return <span className="token plain">{token}</span>;
  return <span className={`token ${token[0]}`}>{token[1]}</span>;
}
