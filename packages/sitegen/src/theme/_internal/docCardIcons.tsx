/** Doc card icons (only category pages load them). Drawn like the theme's other icons (_internal/icons.tsx). */
import { ExternalIcon, Icon, type IconProps } from './icons';

export const FileIcon = (p: IconProps) => (
  <Icon size={18} {...p}>
    <path d="M6 3h8l5 5v11.5A1.5 1.5 0 0 1 17.5 21h-11A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3Z" />
    <path d="M14 3v5h5M8.5 13h7M8.5 16.5h5" />
  </Icon>
);

export const FolderIcon = (p: IconProps) => (
  <Icon size={18} {...p}>
    <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h4.6l2 2.2h8.4A1.5 1.5 0 0 1 21 9.7v8.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z" />
  </Icon>
);

/** A card linking out of the site. */
export const ExternalLinkIcon = (p: IconProps) => <ExternalIcon size={18} {...p} />;
