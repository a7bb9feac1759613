/** The calculator's inputs, grouped in three sections; hidden fields follow the toggles. */
import FieldControl from './FieldControl';
import { FIELDS, type FieldId, type FormValues, isShown } from './model/fields';
import styles from './styles.module.css';

const SECTIONS: Array<{ title: string; fields: FieldId[] }> = [
  {
    title: 'Keyboard',
    fields: ['board', 'psuType', 'outputV', 'efficiency', 'quiescentMicroA', 'otherQuiescentMicroA', 'batteryMilliAh', 'split', 'centralSide'],
  },
  {
    title: 'Usage',
    fields: ['bondedQty', 'typingPercent', 'asleepMode', 'percentAsleep', 'hoursInUse', 'breaksPerDay', 'idleTimeoutSec', 'sleepTimeoutMin', 'lightsOffWhenIdle'],
  },
  {
    title: 'Display and lighting',
    fields: [
      'displayEnabled',
      'displayType',
      'glowEnabled',
      'glowQuantity',
      'glowBrightness',
      'backlightEnabled',
      'backlightQuantity',
      'backlightColor',
      'backlightVoltage',
      'backlightResistance',
      'backlightBrightness',
    ],
  },
];

export interface InputsFormProps {
  values: FormValues;
  errors: Partial<Record<FieldId, string>>;
  warnings: Partial<Record<FieldId, string>>;
  onChange: (id: FieldId, value: string) => void;
}

export default function InputsForm({ values, errors, warnings, onChange }: InputsFormProps) {
  return (
    <form className={styles.inputs} aria-label="Keyboard and usage" onSubmit={(e) => e.preventDefault()}>
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className={styles.section}>
          <legend>{section.title}</legend>
          {section.fields
            .filter((id) => isShown(FIELDS[id], values))
            .map((id) => (
              <FieldControl key={id} field={FIELDS[id]} values={values} error={errors[id]} warning={warnings[id]} onChange={onChange} />
            ))}
        </fieldset>
      ))}
    </form>
  );
}
