import { useColorMode, nextChoice, type ColorModeChoice } from '../_internal/colorMode';
import { clsx } from '../_internal/clsx';
import { MoonIcon, SunIcon, SystemIcon } from '../_internal/icons';
import styles from './styles.module.css';

const LABELS: Record<ColorModeChoice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

export function toggleLabel(choice: ColorModeChoice): string {
  return `Switch between dark, light and system mode (currently ${LABELS[choice]})`;
}

/** Cycles the colour mode: light → dark → system (follow the operating system). */
export default function ColorModeToggle({ className }: { className?: string }) {
  const { choice, cycle, disableSwitch } = useColorMode();
  if (disableSwitch) return null;
  const label = toggleLabel(choice);
  return (
    <button
      type="button"
      className={clsx(styles.toggle, className)}
      onClick={cycle}
      aria-label={label}
      title={`Colour mode: ${LABELS[choice]} (next: ${LABELS[nextChoice(choice)]})`}
      data-choice={choice}
    >
      {choice === 'light' ? <SunIcon /> : choice === 'dark' ? <MoonIcon /> : <SystemIcon />}
    </button>
  );
}
