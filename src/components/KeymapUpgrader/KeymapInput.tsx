import { useRef, useState, type DragEvent } from 'react';
import { clsx } from '@theme/_internal/clsx';
import { EXAMPLE_KEYMAP } from './example';
import styles from './styles.module.css';

/** Files larger than this are refused (a keymap is a few kilobytes). */
const MAX_FILE_BYTES = 5_000_000;

export interface KeymapInputProps {
  value: string;
  onChange(text: string): void;
}

/** The old keymap: paste it, type it, drop a file on it or open one. */
export default function KeymapInput({ value, onChange }: KeymapInputProps) {
  const fileInput = useRef<HTMLInputElement>(null);
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
      <textarea
        id="keymap-upgrader-input"
        className={styles.textarea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={'Paste the contents of your .keymap file here,\nor drop the file on this box.'}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
      />
      {fileError && (
        <p className={styles.fileError} role="alert">
          {fileError}
        </p>
      )}
    </div>
  );
}
