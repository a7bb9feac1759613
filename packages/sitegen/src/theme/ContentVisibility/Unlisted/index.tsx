import Admonition from '@theme/Admonition';
import { UnlistedBannerMessage, UnlistedBannerTitle } from '../../../client/theme-common/components';
import { clsx } from '../../_internal/clsx';

/**
 * theme-classic's unlisted banner: a caution Admonition (a swizzled Admonition draws it too). Its
 * `noindex` is the route's (its `noIndex`), in the pre-rendered head, which Docusaurus's
 * UnlistedMetadata writes from here.
 */
export default function Unlisted({ className }: { className?: string }) {
  return (
    <Admonition type="caution" title={<UnlistedBannerTitle />} className={clsx(className, 'theme-unlisted-banner')}>
      <UnlistedBannerMessage />
    </Admonition>
  );
}
