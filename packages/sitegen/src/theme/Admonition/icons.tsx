/** One icon per admonition type (only pages with admonitions load them). Drawn like the theme's other icons (_internal/icons.tsx). */
import { Icon, type IconProps } from '../_internal/icons';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger' | 'caution';

/** One icon per admonition type. */
export function AdmonitionIcon({ type, ...p }: IconProps & { type: AdmonitionType }) {
  switch (type) {
    case 'tip':
      return (
        <Icon {...p}>
          <path d="M9 17.5h6M10 21h4" />
          <path d="M12 3a6 6 0 0 0-3.6 10.8c.5.4.8 1 .8 1.7v.5h5.6v-.5c0-.7.3-1.3.8-1.7A6 6 0 0 0 12 3Z" />
        </Icon>
      );
    case 'info':
      return (
        <Icon {...p}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5.5" />
          <circle cx="12" cy="7.6" r="0.6" fill="currentColor" />
        </Icon>
      );
    case 'warning':
      return (
        <Icon {...p}>
          <path d="M10.3 4.2L2.6 17.6A2 2 0 0 0 4.3 20.6h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9.5v4.5" />
          <circle cx="12" cy="17" r="0.6" fill="currentColor" />
        </Icon>
      );
    case 'danger':
      return (
        <Icon {...p}>
          <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3Z" />
          <path d="M9 9l6 6M15 9l-6 6" />
        </Icon>
      );
    case 'caution':
      return (
        <Icon {...p}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v6" />
          <circle cx="12" cy="16.4" r="0.6" fill="currentColor" />
        </Icon>
      );
    case 'note':
    default:
      return (
        <Icon {...p}>
          <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3h8L19 7.5v12a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5Z" />
          <path d="M8.5 11h7M8.5 14.5h7M8.5 18h4" />
        </Icon>
      );
  }
}
