import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode, nextChoice, type ColorModeChoice } from '../_internal/colorMode';
import { clsx } from '../_internal/clsx';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconLightMode from '@theme/Icon/LightMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import styles from './styles.module.css';

/** Docusaurus's colour mode value: `null` is "follow the system" (sitegen's `system`). */
type ColorModeValue = 'light' | 'dark' | null;

const toChoice = (value: ColorModeValue | undefined): ColorModeChoice | undefined => (value === undefined ? undefined : (value ?? 'system'));

/** A choice's name ("dark mode"), by theme-classic's ids `theme.colorToggle.ariaLabel.mode.<choice>`. */
function choiceLabel(choice: ColorModeChoice): string {
  return translate({ id: `theme.colorToggle.ariaLabel.mode.${choice}`, message: `${choice} mode` });
}

/** The button's accessible name, theme-classic's `theme.colorToggle.ariaLabel`. */
export function toggleLabel(choice: ColorModeChoice): string {
  return translate({ id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' }, { mode: choiceLabel(choice) });
}

export interface ColorModeToggleProps {
  className?: string;
  /** The button's own class (theme-classic's Navbar/ColorModeToggle gives the dark navbar's). */
  buttonClassName?: string;
  /** Whether `system` is one of the choices; default: the theme config's. */
  respectPrefersColorScheme?: boolean;
  /** The current choice (`null`: follow the system); default: the page's. */
  value?: ColorModeValue;
  /** Called with the next choice; default: the page's colour mode changes to it. */
  onChange?: (value: ColorModeValue) => void;
}

/**
 * theme-classic's ColorModeToggle: a button cycling light → dark → system, with all three icons
 * in it; the page's CSS shows the current one (`data-theme-choice` on <html>, which the pre-paint
 * script sets), right even before hydration. It is disabled until then, as Docusaurus's.
 */
export default function ColorModeToggle({ className, buttonClassName, respectPrefersColorScheme, value, onChange }: ColorModeToggleProps) {
  const page = useColorMode();
  const isBrowser = useIsBrowser();
  const choice = toChoice(value) ?? page.choice;
  const respects = respectPrefersColorScheme ?? page.respectPrefersColorScheme;
  const change = () => {
    const next = nextChoice(choice, respects);
    if (onChange) onChange(next === 'system' ? null : next);
    else page.cycle();
  };
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx('clean-btn', styles.toggleButton, !isBrowser && styles.toggleButtonDisabled, buttonClassName)}
        type="button"
        onClick={change}
        disabled={!isBrowser}
        title={choiceLabel(choice)}
        aria-label={toggleLabel(choice)}
        data-choice={choice}
      >
        <IconLightMode aria-hidden className={clsx(styles.toggleIcon, styles.lightToggleIcon)} />
        <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
        <IconSystemColorMode aria-hidden className={clsx(styles.toggleIcon, styles.systemToggleIcon)} />
      </button>
    </div>
  );
}
