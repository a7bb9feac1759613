import type { ComponentType } from 'react';
import type { AdmonitionLayoutProps } from '@theme/Admonition/Layout';
import AdmonitionTypeNote from '@theme/Admonition/Type/Note';
import AdmonitionTypeTip from '@theme/Admonition/Type/Tip';
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeWarning from '@theme/Admonition/Type/Warning';
import AdmonitionTypeDanger from '@theme/Admonition/Type/Danger';
import AdmonitionTypeCaution from '@theme/Admonition/Type/Caution';

export type AdmonitionTypeComponent = ComponentType<AdmonitionLayoutProps>;

/**
 * The component of each admonition type (theme-classic's Admonition/Types). A site adds its own
 * (`admonitions: { keywords: ['my-type'] }`) by swizzling this map and spreading it into its own.
 * The legacy names keep their untranslated titles, as in theme-classic.
 */
const AdmonitionTypes: Record<string, AdmonitionTypeComponent> = {
  note: AdmonitionTypeNote,
  tip: AdmonitionTypeTip,
  info: AdmonitionTypeInfo,
  warning: AdmonitionTypeWarning,
  danger: AdmonitionTypeDanger,
  secondary: (props) => <AdmonitionTypeNote title="secondary" {...props} />,
  important: (props) => <AdmonitionTypeInfo title="important" {...props} />,
  success: (props) => <AdmonitionTypeTip title="success" {...props} />,
  caution: AdmonitionTypeCaution,
};

export default AdmonitionTypes;
