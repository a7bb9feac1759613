import type { ComponentProps } from 'react';
import { translate } from '@docusaurus/Translate';
import { clsx } from '../../_internal/clsx';
import { CloseIcon } from '../../_internal/icons';

/** The button that closes the announcement bar, as theme-classic's AnnouncementBar/CloseButton; its props go to the `<button>`. */
export default function AnnouncementBarCloseButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" aria-label={translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close announcement' })} {...props} className={clsx('clean-btn close', props.className)}>
      <CloseIcon size={16} />
    </button>
  );
}
