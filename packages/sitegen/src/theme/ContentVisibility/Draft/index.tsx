import Admonition from '@theme/Admonition';
import { DraftBannerMessage, DraftBannerTitle } from '../../../client/theme-common/components';
import { clsx } from '../../_internal/clsx';

/** theme-classic's draft banner (a dev server shows drafts; a build leaves them out): a caution Admonition, so a swizzled Admonition draws it too. */
export default function Draft({ className }: { className?: string }) {
  return (
    <Admonition type="caution" title={<DraftBannerTitle />} className={clsx(className, 'theme-draft-banner')}>
      <DraftBannerMessage />
    </Admonition>
  );
}
