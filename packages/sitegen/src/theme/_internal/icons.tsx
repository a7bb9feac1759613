/**
 * The theme's icons, drawn here on a 24×24 grid with round strokes in `currentColor`.
 * They are decorative: the controls that use them carry their own accessible names.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export function Icon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SunIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4.2" />
    <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.55 1.55M17.15 17.15l1.55 1.55M5.3 18.7l1.55-1.55M17.15 6.85l1.55-1.55" />
  </Icon>
);

export const MoonIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 14.6A8.3 8.3 0 0 1 9.4 4a8.3 8.3 0 1 0 10.6 10.6Z" />
  </Icon>
);

/** A screen whose left half is filled: "follow the system". */
export const SystemIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="12.5" rx="2" />
    <path d="M12 4v12.5" />
    <path d="M3 6a2 2 0 0 1 2-2h7v12.5H5a2 2 0 0 1-2-2Z" fill="currentColor" stroke="none" />
    <path d="M8.5 20.5h7M12 16.5v4" />
  </Icon>
);

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6.5h16M4 12h16M4 17.5h16" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.3 15.3L20.5 20.5" />
  </Icon>
);

export const ExternalIcon = (p: IconProps) => (
  <Icon size={13} strokeWidth={2.2} {...p}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </Icon>
);

/** A globe: the locale dropdown's. */
export const LanguageIcon = (p: IconProps) => (
  <Icon size={18} {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.3 3.6 5.1 3.6 8.5s-1.2 6.2-3.6 8.5c-2.4-2.3-3.6-5.1-3.6-8.5s1.2-6.2 3.6-8.5z" />
  </Icon>
);

export const ChevronIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);

/** A house: the home page. */
export const HomeIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M3.5 11L12 4l8.5 7" />
    <path d="M5.5 9.5V20h5v-5.5h3V20h5V9.5" />
  </Icon>
);

export const EditIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M4 20h4L19.5 8.5a2.1 2.1 0 0 0-4-4L4 16Z" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);

/**
 * The repository-host mark: a round badge with a stylised cat face, drawn for this theme
 * (simple geometry, not the host's logo).
 */
export const RepoHostIcon = (p: IconProps) => (
  <svg width={p.size ?? 22} height={p.size ?? 22} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={p.className}>
    <circle cx="12" cy="12" r="11" fill="currentColor" />
    <path
      d="M7.2 7.6l2.1 1.7a7 7 0 0 1 5.4 0l2.1-1.7.5 3.1a5.3 5.3 0 0 1 .9 3c0 2.6-2.3 4.4-6.2 4.4s-6.2-1.8-6.2-4.4c0-1.1.3-2.1.9-3Z"
      style={{ fill: "var(--color-bg)" }}
    />
    <circle cx="9.8" cy="13.4" r="0.95" fill="currentColor" />
    <circle cx="14.2" cy="13.4" r="0.95" fill="currentColor" />
    <path d="M11 15.6h2l-1 .9Z" fill="currentColor" />
  </svg>
);

