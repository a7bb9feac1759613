import { DraftBannerMessage, DraftBannerTitle } from '../../../client/theme-common/components';
import { clsx } from '../../_internal/clsx';
import { CautionBanner } from '../../_internal/CautionBanner';

/** theme-classic's draft banner (a dev server shows drafts; a build leaves them out). */
export default function Draft({ className }: { className?: string }) {
  return (
    <CautionBanner title={<DraftBannerTitle />} className={clsx(className, 'theme-draft-banner')}>
      <DraftBannerMessage />
    </CautionBanner>
  );
}
