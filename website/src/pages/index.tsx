import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import BaseUrlIssueBanner from '@theme/BaseUrlIssueBanner';
import Layout from '@theme/Layout';
import { LicenseIllustration, SplitKeyboardIllustration, WirelessIllustration, ZephyrIllustration } from '@site/src/components/HomePage/illustrations';
import styles from '@site/src/components/HomePage/styles.module.css';

interface Feature {
  title: string;
  Illustration: () => ReactNode;
  text: ReactNode;
}

const FEATURES: Feature[] = [
  {
    title: 'Built on Zephyr',
    Illustration: ZephyrIllustration,
    text: (
      <>
        ZMK runs on the Zephyr™ real-time operating system. That brings a proven Bluetooth stack, power management and drivers for a wide range of microcontrollers, so the firmware can concentrate on keyboards.
      </>
    ),
  },
  {
    title: 'Permissive MIT licence',
    Illustration: LicenseIllustration,
    text: <>The code is released under the MIT licence. Hobbyists, designers and vendors can use it, change it and ship it in their own products without having to open their changes.</>,
  },
  {
    title: 'Wireless first',
    Illustration: WirelessIllustration,
    text: <>Bluetooth Low Energy and careful power use were part of the design from day one. Split halves talk to each other over the air, and a small battery keeps a keyboard going for a long time.</>,
  },
];

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <BaseUrlIssueBanner />
      <main>
        <header className={styles.hero}>
          <div className={styles.heroInner}>
            <div>
              <h1 className={styles.heroTitle}>{siteConfig.title}</h1>
              <p className={styles.heroTagline}>{siteConfig.tagline}</p>
              <div className={styles.actions}>
                <Link to="/docs" className={`${styles.button} ${styles.primaryButton}`}>
                  Get Started
                </Link>
                <Link to="/docs/hardware" className={`${styles.button} ${styles.secondaryButton}`}>
                  Supported hardware
                </Link>
              </div>
            </div>
            <div className={styles.heroArt}>
              <SplitKeyboardIllustration />
            </div>
          </div>
        </header>
        <section className={styles.features} aria-labelledby="features-title">
          <h2 id="features-title" className={styles.featuresTitle}>
            Why ZMK?
          </h2>
          <ul className={styles.grid}>
            {FEATURES.map(({ title, Illustration, text }) => (
              <li key={title} className={styles.card}>
                <div className={styles.cardArt}>
                  <Illustration />
                </div>
                <h3 className={styles.cardTitle}>{title}</h3>
                <p className={styles.cardText}>{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
