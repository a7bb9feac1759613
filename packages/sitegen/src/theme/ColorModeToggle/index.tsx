import { translate } from '@docusaurus/Translate';
import { useColorMode, nextChoice, type ColorModeChoice } from '../_internal/colorMode';
import { clsx } from '../_internal/clsx';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconLightMode from '@theme/Icon/LightMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import styles from './styles.module.css';

/** A choice's name ("dark mode"), by theme-classic's ids `theme.colorToggle.ariaLabel.mode.<choice>`. */
function choiceLabel(choice: ColorModeChoice): string {
  return translate({ id: `theme.colorToggle.ariaLabel.mode.${choice}`, message: `${choice} mode` });
}

export function toggleLabel(choice: ColorModeChoice): string {
  return translate({ id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark, light and system mode (currently {mode})' }, { mode: choiceLabel(choice) });
}

/** Cycles the colour mode: light → dark → system (follow the operating system). */
export default function ColorModeToggle({ className }: { className?: string }) {
  const { choice, cycle, disableSwitch, respectPrefersColorScheme } = useColorMode();
  if (disableSwitch) return null;
  const label = toggleLabel(choice);
  return (
    <button
      type="button"
      className={clsx(styles.toggle, className)}
      onClick={cycle}
      aria-label={label}
      title={`${choiceLabel(choice)} → ${choiceLabel(nextChoice(choice, respectPrefersColorScheme))}`}
      data-choice={choice}
    >
      {choice === 'light' ? <IconLightMode /> : choice === 'dark' ? <IconDarkMode /> : <IconSystemColorMode />}
    </button>
  );
}
