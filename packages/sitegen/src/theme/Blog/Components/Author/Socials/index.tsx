import type { ComponentType, SVGProps } from 'react';
import Link from '@docusaurus/Link';
import Bluesky from '@theme/Icon/Socials/Bluesky';
import DefaultSocialIcon from '@theme/Icon/Socials/Default';
import Email from '@theme/Icon/Socials/Email';
import GitHub from '@theme/Icon/Socials/GitHub';
import Instagram from '@theme/Icon/Socials/Instagram';
import LinkedIn from '@theme/Icon/Socials/LinkedIn';
import Mastodon from '@theme/Icon/Socials/Mastodon';
import StackOverflow from '@theme/Icon/Socials/StackOverflow';
import Threads from '@theme/Icon/Socials/Threads';
import Twitch from '@theme/Icon/Socials/Twitch';
import Twitter from '@theme/Icon/Socials/Twitter';
import X from '@theme/Icon/Socials/X';
import YouTube from '@theme/Icon/Socials/YouTube';
import type { BlogAuthor } from '../../../../../shared/blog';
import styles from './styles.module.css';

declare const __SITEGEN_BLOG_SOCIALS__: boolean;
/** Whether any of the site's blog authors has social links (a build-time constant: without, the icons' code is left out). */
const SOCIALS = typeof __SITEGEN_BLOG_SOCIALS__ === 'undefined' || __SITEGEN_BLOG_SOCIALS__;

type SocialIcon = ComponentType<SVGProps<SVGSVGElement>>;

/** Each known platform's icon and name (the link's title); another platform gets the default icon and its own name. */
const PLATFORMS: Record<string, { Icon: SocialIcon; label: string }> = {
  twitter: { Icon: Twitter, label: 'Twitter' },
  github: { Icon: GitHub, label: 'GitHub' },
  stackoverflow: { Icon: StackOverflow, label: 'Stack Overflow' },
  linkedin: { Icon: LinkedIn, label: 'LinkedIn' },
  x: { Icon: X, label: 'X' },
  bluesky: { Icon: Bluesky, label: 'Bluesky' },
  instagram: { Icon: Instagram, label: 'Instagram' },
  threads: { Icon: Threads, label: 'Threads' },
  mastodon: { Icon: Mastodon, label: 'Mastodon' },
  youtube: { Icon: YouTube, label: 'YouTube' },
  twitch: { Icon: Twitch, label: 'Twitch' },
  email: { Icon: Email, label: 'Email' },
};

function SocialLink({ platform, link }: { platform: string; link: string }) {
  const { Icon, label } = PLATFORMS[platform] ?? { Icon: DefaultSocialIcon, label: platform };
  return (
    <Link className={styles.authorSocialLink} href={link} title={label}>
      <Icon className={styles.authorSocialIcon} />
    </Link>
  );
}

/** An author's social links, as icons (theme-classic's Blog/Components/Author/Socials); always there, empty without any, to keep the layout. */
export default function BlogAuthorSocials({ author }: { author: BlogAuthor }) {
  return (
    <div className={styles.authorSocials}>
      {SOCIALS && Object.entries(author.socials ?? {}).map(([platform, link]) => (
        <SocialLink key={platform} platform={platform} link={link} />
      ))}
    </div>
  );
}
