import type { ComponentProps } from 'react';
import { translate } from '@docusaurus/Translate';
import IconClose from '@theme/Icon/Close';
import { clsx } from '../../_internal/clsx';

/** The button that closes the announcement bar, as theme-classic's AnnouncementBar/CloseButton; its props go to the `<button>`. */
export default function AnnouncementBarCloseButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" aria-label={translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close announcement' })} {...props} className={clsx('clean-btn close', props.className)}>
      <IconClose width={16} height={16} />
    </button>
  );
}
