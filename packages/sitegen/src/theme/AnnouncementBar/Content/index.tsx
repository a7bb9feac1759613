import type { ComponentProps } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** `announcementBar.content`, HTML the site gives, as theme-classic's AnnouncementBar/Content; its props go to the `<div>`. */
export default function AnnouncementBarContent(props: ComponentProps<'div'>) {
  const content = useDocusaurusContext().siteConfig.themeConfig.announcementBar?.content ?? '';
  return <div {...props} dangerouslySetInnerHTML={{ __html: content }} />;
}
