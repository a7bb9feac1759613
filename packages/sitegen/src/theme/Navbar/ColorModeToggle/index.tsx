import ColorModeToggle from '@theme/ColorModeToggle';

/** The colour-mode toggle in the bar or the drawer, as theme-classic's Navbar/ColorModeToggle (none when `colorMode.disableSwitch`). */
export default function NavbarColorModeToggle({ className }: { className?: string }) {
  return <ColorModeToggle className={className} />;
}
