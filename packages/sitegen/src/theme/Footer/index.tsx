import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import FooterCopyright from '@theme/Footer/Copyright';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';

/** The footer, as theme-classic's: its Layout with the links (in columns or one line), the logo and the copyright. */
export default function Footer() {
  const { siteConfig } = useDocusaurusContext();
  const footer = siteConfig.themeConfig.footer;
  if (!footer) return null;
  const { links, logo, copyright, style } = footer;
  return (
    <FooterLayout
      style={style}
      links={links.length > 0 && <FooterLinks links={links} />}
      logo={logo && <FooterLogo logo={logo} />}
      copyright={copyright && <FooterCopyright copyright={copyright} />}
    />
  );
}
