/** One input with its label, unit, help text and inline message. */
import { type Field, type FormValues, TOGGLE_ON } from './model/fields';
import styles from './styles.module.css';

export interface FieldControlProps {
  field: Field;
  values: FormValues;
  error?: string;
  warning?: string;
  onChange: (id: Field['id'], value: string) => void;
}

export default function FieldControl({ field, values, error, warning, onChange }: FieldControlProps) {
  const id = `pp-${field.id}`;
  const value = values[field.id];
  const messageId = `${id}-message`;
  const helpId = `${id}-help`;
  const describedBy = [error || warning ? messageId : '', field.help ? helpId : ''].filter(Boolean).join(' ') || undefined;
  const message = error ? (
    <p id={messageId} className={styles.error}>
      {error}
    </p>
  ) : warning ? (
    <p id={messageId} className={styles.warning}>
      {warning}
    </p>
  ) : null;
  const help = field.help ? (
    <p id={helpId} className={styles.help}>
      {field.help}
    </p>
  ) : null;

  if (field.kind === 'toggle') {
    return (
      <div className={styles.field} data-field={field.id}>
        <label className={styles.toggle}>
          <input id={id} type="checkbox" checked={value === TOGGLE_ON} aria-describedby={describedBy} onChange={(e) => onChange(field.id, e.target.checked ? TOGGLE_ON : '')} />
          <span>{field.label}</span>
        </label>
        {message}
        {help}
      </div>
    );
  }

  let control;
  if (field.kind === 'select') {
    control = (
      <select id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => onChange(field.id, e.target.value)}>
        {field.placeholder && (
          <option value="" disabled={value !== ''}>
            {field.placeholder}
          </option>
        )}
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'range') {
    const n = Number(value);
    control = (
      <span className={styles.rangeRow}>
        <input
          id={id}
          type="range"
          min={field.min}
          max={field.max}
          step={field.step}
          value={Number.isFinite(n) ? n : field.min}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-valuetext={Number.isFinite(n) ? field.display(n) : undefined}
          onChange={(e) => onChange(field.id, e.target.value)}
        />
        <output htmlFor={id} className={styles.rangeValue}>
          {Number.isFinite(n) && !error ? field.display(n) : '—'}
        </output>
      </span>
    );
  } else {
    control = (
      <span className={styles.numberRow}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(field.id, e.target.value)}
        />
        {field.unit && <span className={styles.unit}>{field.unit}</span>}
      </span>
    );
  }

  return (
    <div className={styles.field} data-field={field.id}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      {control}
      {message}
      {help}
    </div>
  );
}
