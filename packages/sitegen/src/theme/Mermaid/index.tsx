import { useContext, useEffect, useId, useState } from 'react';
import Loading from '@theme/Loading';
import type { Mermaid as MermaidApi } from 'mermaid';
import { SiteContext } from '../../client/context';
import { useLazy } from '../../client/lazy';
import { mermaidSettings, type MermaidThemeConfig } from '../../shared/mermaid';
import { importVendor } from '../../client/vendor';
import { useColorMode } from '../_internal/colorMode';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

let renderCount = 0;

// Mermaid's own prebuilt ES module build, copied to the output by the generator.
const loadMermaid = () => importVendor<{ default: MermaidApi }>('mermaid').then((module) => module.default);

/** theme-mermaid's class of a drawn diagram's box, which a site's CSS may style. */
export const MermaidContainerClassName = 'docusaurus-mermaid-container';

/** `themeConfig.mermaid` (themes by colour mode, Mermaid's options), as theme-mermaid's useMermaidThemeConfig. */
function useMermaidThemeConfig(): MermaidThemeConfig | undefined {
  return useContext(SiteContext)?.siteConfig.themeConfig.mermaid as MermaidThemeConfig | undefined;
}

export interface MermaidProps {
  value: string;
  /** Drawn at build time for both colour modes, the current mode's colours chosen by CSS, with no script. */
  svg?: string;
  /** Drawn at build time, for each colour mode: shown by CSS, with no script. */
  svgLight?: string;
  svgDark?: string;
}

/**
 * A Mermaid diagram. Drawn at build time when the build could (both colour modes in the page, CSS
 * choosing the current one's colours or drawing); otherwise the server shows the source and the browser loads Mermaid
 * on demand and draws it, again whenever the colour mode changes.
 */
export default function Mermaid({ value, svg, svgLight, svgDark }: MermaidProps) {
  if (svg) {
    return (
      <div className={clsx(styles.diagram, 'mermaid-diagram', MermaidContainerClassName)}>
        <div className={styles.drawing} dangerouslySetInnerHTML={{ __html: svg }} />
      </div>
    );
  }
  if (svgLight && svgDark) {
    return (
      <div className={clsx(styles.diagram, 'mermaid-diagram', MermaidContainerClassName)}>
        <div className={styles.light} dangerouslySetInnerHTML={{ __html: svgLight }} />
        <div className={styles.dark} dangerouslySetInnerHTML={{ __html: svgDark }} />
      </div>
    );
  }
  return <DrawnInBrowser value={value} />;
}

function DrawnInBrowser({ value }: { value: string }) {
  const { colorMode } = useColorMode();
  const themeConfig = useMermaidThemeConfig();
  const [svg, setSvg] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const library = useLazy(loadMermaid);
  const mermaid = library.value;

  useEffect(() => {
    if (!mermaid) return;
    let cancelled = false;
    // The <html> attribute is current even before the colour-mode state has caught up with it
    // (it is set before paint); a colorMode change re-runs this effect.
    const mode = document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
    Promise.resolve()
      .then(async () => {
        // The same settings the build draws with (src/node/mermaid/renderer.ts).
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', fontFamily: 'inherit', ...mermaidSettings(themeConfig, mode) } as Parameters<MermaidApi['initialize']>[0]);
        renderCount += 1;
        const result = await mermaid.render(`mermaid-${baseId}-${renderCount}`, value);
        if (!cancelled) {
          setSvg(result.svg);
          setError(null);
        }
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      cancelled = true;
    };
  }, [mermaid, value, colorMode, baseId, themeConfig]);

  // data-vendor: the build copies Mermaid's files only for sites whose pages draw in the browser.
  if (svg && !error) return <div className={clsx(styles.diagram, 'mermaid-diagram', MermaidContainerClassName)} data-vendor="mermaid" dangerouslySetInnerHTML={{ __html: svg }} />;
  return (
    <div className={styles.wrapper} data-vendor="mermaid">
      <pre className={clsx(styles.source, 'mermaid-source')}>{value}</pre>
      {!mermaid && <Loading error={library.error} retry={library.retry} />}
      {error && (
        <p className={styles.error} role="alert">
          The diagram could not be drawn: {error}
        </p>
      )}
    </div>
  );
}
