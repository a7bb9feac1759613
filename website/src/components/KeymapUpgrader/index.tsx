import { useDeferredValue, useMemo, useRef, useState } from 'react';
import Loading from '@theme/Loading';
import CodeLines, { isLargeCode, type LineMark } from './CodeLines';
import CopyButton from './CopyButton';
import KeymapInput, { type LineRange } from './KeymapInput';
import UpgradeSummary from './UpgradeSummary';
import type { UpgradeResult } from './engine/types';
import type { Upgrader } from './loadUpgrader';
import { useUpgrader, type UpgraderStatus } from './useUpgrader';
import styles from './styles.module.css';

type View = 'upgraded' | 'diff';

type Outcome = { result: UpgradeResult; diff: () => string } | { error: string } | null;

/** Runs the upgrade; a bug in the engine becomes a message, never a crashed page. */
function runUpgrade(upgrader: Upgrader | null, text: string): Outcome {
  if (!upgrader || text.trim() === '') return null;
  try {
    const started = performance.now();
    const result = upgrader.upgrade(text);
    // Visible in the browser's performance tools (and read by the 1 MB browser test).
    performance.measure('keymap-upgrade', { start: started });
    let diff: string | undefined;
    return { result, diff: () => (diff ??= upgrader.diff(text, result)) };
  } catch (error) {
    console.error('Keymap upgrader failed', error);
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function lineMarks(result: UpgradeResult): Map<number, LineMark> {
  const marks = new Map<number, LineMark>();
  for (const line of result.changedLines) marks.set(line, { className: styles.changedLine, label: 'changed' });
  for (const line of result.errorLines) marks.set(line, { className: styles.errorLine, label: 'syntax error' });
  return marks;
}

/** The syntax-error regions of the input, in its own line numbers, overlapping ones merged. */
function inputErrors(result: UpgradeResult | null): LineRange[] {
  const regions: LineRange[] = [];
  // Notices are sorted by line.
  for (const notice of result?.notices ?? []) {
    if (notice.kind !== 'syntax-error') continue;
    const last = regions[regions.length - 1];
    if (last && notice.line <= last.endLine + 1) last.endLine = Math.max(last.endLine, notice.endLine);
    else regions.push({ line: notice.line, endLine: notice.endLine });
  }
  return regions;
}

function diffMarks(diff: string): Map<number, LineMark> {
  const marks = new Map<number, LineMark>();
  diff.split('\n').forEach((line, i) => {
    if (line.startsWith('+') && !line.startsWith('+++')) marks.set(i + 1, { className: styles.addedLine, label: 'added' });
    else if (line.startsWith('-') && !line.startsWith('---')) marks.set(i + 1, { className: styles.removedLine, label: 'removed' });
  });
  return marks;
}

const STATUS_TEXT: Record<UpgraderStatus, string> = {
  loading: 'Loading the devicetree parser…',
  ready: '',
  failed: 'The devicetree parser could not be loaded.',
};

/** The upgrader tool: keymap in, upgraded keymap (or a diff) and a summary out. */
export default function KeymapUpgrader() {
  const { upgrader, status, error, retry } = useUpgrader();
  const [input, setInput] = useState('');
  const [view, setView] = useState<View>('upgraded');
  const deferredInput = useDeferredValue(input);
  const outcome = useMemo(() => runUpgrade(upgrader, deferredInput), [upgrader, deferredInput]);
  const result = outcome && 'result' in outcome ? outcome.result : null;
  const unchanged = result !== null && result.edits.length === 0;
  const diff = view === 'diff' && outcome && 'diff' in outcome ? outcome.diff() : '';
  const errorRegions = useMemo(() => inputErrors(result), [result]);
  const outputRef = useRef<HTMLDivElement>(null);
  const shown = view === 'diff' ? diff : (result?.text ?? '');

  return (
    <div className={styles.tool}>
      <p className={styles.status} role="status">
        {STATUS_TEXT[status]}
      </p>
      {error && <Loading error={error} retry={retry} />}
      <div className={styles.panes}>
        <KeymapInput value={input} onChange={setInput} errors={errorRegions} />
        <div className={styles.panel}>
          <div className={styles.panelHeader}>
            <h2 className={styles.panelTitle} id="keymap-upgrader-output">
              {view === 'diff' ? 'Changes' : 'Upgraded Keymap'}
              {unchanged && ' (No Changes)'}
            </h2>
            <div className={styles.actions}>
              <div className={styles.toggle} role="group" aria-label="Output view">
                <button type="button" aria-pressed={view === 'upgraded'} onClick={() => setView('upgraded')}>
                  Upgraded
                </button>
                <button type="button" aria-pressed={view === 'diff'} onClick={() => setView('diff')}>
                  Diff
                </button>
              </div>
              <CopyButton text={shown} label={view === 'diff' ? 'Copy the diff' : 'Copy the upgraded keymap'} />
            </div>
          </div>
          <div className={styles.output} aria-labelledby="keymap-upgrader-output" ref={outputRef}>
            {outcome && 'error' in outcome ? (
              <p className={styles.placeholder} role="alert">
                The upgrade failed: {outcome.error}
              </p>
            ) : !result ? (
              <p className={styles.placeholder}>{status === 'loading' && input ? 'Waiting for the parser…' : 'The upgraded keymap appears here.'}</p>
            ) : view === 'diff' ? (
              unchanged ? (
                <p className={styles.placeholder}>No differences.</p>
              ) : (
                <CodeLines code={diff.replace(/\n$/, '')} language="diff" marks={diffMarks(diff)} label="Unified diff of the upgrade" scroller={outputRef} />
              )
            ) : (
              <CodeLines code={result.text} language="devicetree" marks={lineMarks(result)} label="Upgraded keymap" scroller={outputRef} />
            )}
          </div>
          {isLargeCode(shown) && (
            <p className={styles.largeNote}>This output is large: it is shown without colours and drawn as you scroll. Copy takes all of it.</p>
          )}
        </div>
      </div>
      {result && <UpgradeSummary counts={result.counts} notices={result.notices} />}
    </div>
  );
}
