import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ColorModeToggle from '@theme/ColorModeToggle';
import { nextChoice, useColorMode } from '../../_internal/colorMode';
import styles from './styles.module.css';

/**
 * The colour-mode toggle in the bar or the drawer, as theme-classic's Navbar/ColorModeToggle: none
 * when `colorMode.disableSwitch`; the page's choice (`null` for the system's) and a setter as the
 * toggle's `value` and `onChange`; the dark navbar's hover colour.
 */
export default function NavbarColorModeToggle({ className }: { className?: string }) {
  const { siteConfig } = useDocusaurusContext();
  const { choice, setChoice, cycle, disableSwitch, respectPrefersColorScheme } = useColorMode();
  if (disableSwitch) return null;
  const onChange = (value: 'light' | 'dark' | null) => {
    const next = value ?? 'system';
    // The cycle's next step from what the button shows is taken from the latest choice: the state on screen lags while a transition is held (see colorMode.tsx).
    if (next === nextChoice(choice, respectPrefersColorScheme)) cycle();
    else setChoice(next);
  };
  return (
    <ColorModeToggle
      className={className}
      buttonClassName={siteConfig.themeConfig.navbar.style === 'dark' ? styles.darkNavbarColorModeToggle : undefined}
      respectPrefersColorScheme={respectPrefersColorScheme}
      value={choice === 'system' ? null : choice}
      onChange={onChange}
    />
  );
}
