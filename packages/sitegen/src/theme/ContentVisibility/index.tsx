import Draft from '@theme/ContentVisibility/Draft';
import Unlisted from '@theme/ContentVisibility/Unlisted';

declare const __SITEGEN_UNLISTED__: boolean;
declare const __SITEGEN_DEV__: boolean;
/** Build-time constants: whether the site has unlisted content, whether drafts are shown (dev); without, the banners' code is left out. */
const UNLISTED = typeof __SITEGEN_UNLISTED__ === 'undefined' || __SITEGEN_UNLISTED__;
const DEV = typeof __SITEGEN_DEV__ === 'undefined' || __SITEGEN_DEV__;

export interface ContentVisibilityProps {
  metadata: { unlisted?: boolean; frontMatter: { unlisted?: unknown; draft?: unknown } };
}

/**
 * theme-classic's ContentVisibility: a banner on an unlisted page, and on a draft (which only a
 * dev server shows). The front matter says so in dev, where the metadata does not.
 */
export default function ContentVisibility({ metadata }: ContentVisibilityProps) {
  const { unlisted, frontMatter } = metadata;
  return (
    <>
      {UNLISTED && (unlisted || frontMatter.unlisted === true) && <Unlisted />}
      {DEV && frontMatter.draft === true && <Draft />}
    </>
  );
}
