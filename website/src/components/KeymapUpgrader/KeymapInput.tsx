import { useRef, useState, type DragEvent } from 'react';
import { clsx } from '@theme/_internal/clsx';
import { lineStarts } from './engine/lines';
import { EXAMPLE_KEYMAP } from './example';
import styles from './styles.module.css';

/** Files larger than this are refused (a keymap is a few kilobytes). */
const MAX_FILE_BYTES = 5_000_000;
/** Error regions listed as links under the box (all of them are marked in it). */
const MAX_LISTED_ERRORS = 12;
/** The textarea's line height in em (`.textarea` in the styles). */
const LINE_HEIGHT_EM = 1.6;

/** 1-based first and last line of a region of the input. */
export interface LineRange {
  line: number;
  endLine: number;
}

export interface KeymapInputProps {
  value: string;
  onChange(text: string): void;
  /** Regions the parser could not read: marked behind the text and listed under it. */
  errors?: readonly LineRange[];
}

const rangeText = ({ line, endLine }: LineRange) => (endLine > line ? `lines ${line}–${endLine}` : `line ${line}`);

/** Puts the caret at the start of `line` and scrolls that line to the middle of the box. */
function revealLine(textarea: HTMLTextAreaElement, line: number): void {
  const position = lineStarts(textarea.value)[line - 1] ?? textarea.value.length;
  textarea.focus();
  textarea.setSelectionRange(position, position);
  const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight);
  textarea.scrollTop = Math.max(0, (line - 1) * lineHeight - textarea.clientHeight / 2);
}

/** Stripes behind the textarea's text on the error lines; they follow its scrolling. */
function ErrorStripes({ errors, scrollTop }: { errors: readonly LineRange[]; scrollTop: number }) {
  return (
    <div className={styles.inputMarks} aria-hidden="true">
      <div style={{ transform: `translateY(${-scrollTop}px)` }}>
        {errors.map((range) => (
          <div
            key={range.line}
            className={styles.inputErrorLine}
            data-lines={`${range.line}-${range.endLine}`}
            style={{ top: `${(range.line - 1) * LINE_HEIGHT_EM}em`, height: `${(range.endLine - range.line + 1) * LINE_HEIGHT_EM}em` }}
          />
        ))}
      </div>
    </div>
  );
}

/** The old keymap: paste it, type it, drop a file on it or open one. */
export default function KeymapInput({ value, onChange, errors = [] }: KeymapInputProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const readFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(`${file.name} is ${(file.size / 1e6).toFixed(1)} MB; the upgrader takes files up to ${MAX_FILE_BYTES / 1e6} MB.`);
      return;
    }
    file.text().then(
      (text) => {
        setFileError(null);
        onChange(text.replace(/\r\n?/g, '\n'));
      },
      () => setFileError(`${file.name} could not be read.`),
    );
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    readFile(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={clsx(styles.panel, dragging && styles.dragging)}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className={styles.panelHeader}>
        <label htmlFor="keymap-upgrader-input" className={styles.panelTitle}>
          Your keymap
        </label>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => fileInput.current?.click()}>
            Open file…
          </button>
          <button type="button" className={styles.button} onClick={() => onChange(EXAMPLE_KEYMAP)}>
            Example
          </button>
          <button type="button" className={styles.button} onClick={() => onChange('')} disabled={value.length === 0}>
            Clear
          </button>
        </div>
        <input ref={fileInput} type="file" accept=".keymap,.dtsi,.dts,.overlay,text/plain" hidden onChange={(event) => readFile(event.target.files?.[0])} />
      </div>
      <div className={styles.inputBox}>
        {errors.length > 0 && <ErrorStripes errors={errors} scrollTop={scrollTop} />}
        <textarea
          ref={textarea}
          id="keymap-upgrader-input"
          className={styles.textarea}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
          aria-describedby={errors.length > 0 ? 'keymap-upgrader-input-errors' : undefined}
          placeholder={'Paste the contents of your .keymap file here,\nor drop the file on this box.'}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
        />
      </div>
      {errors.length > 0 && (
        <div id="keymap-upgrader-input-errors" className={styles.inputErrors}>
          <span>The parser could not read {errors.length === 1 ? 'one part' : `${errors.length} parts`}, marked in red; go to</span>
          <ul>
            {errors.slice(0, MAX_LISTED_ERRORS).map((range) => (
              <li key={range.line}>
                <button type="button" className={styles.linkButton} onClick={() => textarea.current && revealLine(textarea.current, range.line)}>
                  {rangeText(range)}
                </button>
              </li>
            ))}
            {errors.length > MAX_LISTED_ERRORS && <li>and {errors.length - MAX_LISTED_ERRORS} more (see the summary)</li>}
          </ul>
        </div>
      )}
      {fileError && (
        <p className={styles.fileError} role="alert">
          {fileError}
        </p>
      )}
    </div>
  );
}
