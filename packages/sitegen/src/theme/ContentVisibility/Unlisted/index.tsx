import { UnlistedBannerMessage, UnlistedBannerTitle } from '../../../client/theme-common/components';
import { clsx } from '../../_internal/clsx';
import { CautionBanner } from '../../_internal/CautionBanner';

/**
 * theme-classic's unlisted banner. Its `noindex` is the route's (its `noIndex`), in the
 * pre-rendered head, which Docusaurus's UnlistedMetadata writes from here.
 */
export default function Unlisted({ className }: { className?: string }) {
  return (
    <CautionBanner title={<UnlistedBannerTitle />} className={clsx(className, 'theme-unlisted-banner')}>
      <UnlistedBannerMessage />
    </CautionBanner>
  );
}
