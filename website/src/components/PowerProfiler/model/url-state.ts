/**
 * The calculator state in the URL query: one parameter per field that differs from its
 * default, named after the field (`?board=nice!nano+v2&split=1&batteryMilliAh=300`).
 *
 * Reading is forgiving: an unknown parameter is ignored, and a value that does not pass the
 * field's validation falls back to the default and is reported so the page can say so.
 */
import { DEFAULT_VALUES, FIELDS, FIELD_IDS, type FieldId, type FormValues, fieldError } from './fields';

export function toQuery(values: FormValues): string {
  const params = new URLSearchParams();
  for (const id of FIELD_IDS) if (values[id] !== DEFAULT_VALUES[id]) params.set(id, values[id]);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface QueryState {
  values: FormValues;
  /** Parameters that were present but unusable (their defaults are used instead). */
  rejected: FieldId[];
}

export function fromQuery(search: string): QueryState {
  const values = { ...DEFAULT_VALUES };
  const rejected: FieldId[] = [];
  const params = new URLSearchParams(search);
  for (const id of FIELD_IDS) {
    const text = params.get(id);
    if (text === null) continue;
    if (fieldError(FIELDS[id], text) === null) values[id] = text.trim();
    else rejected.push(id);
  }
  return { values, rejected };
}
