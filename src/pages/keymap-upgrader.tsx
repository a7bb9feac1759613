import Layout from '@theme/Layout';

export default function KeymapUpgraderPage() {
  return (
    <Layout title="Keymap Upgrader" description="Upgrade a keymap written for an older firmware to current names">
      <div className="container page-narrow">
        <h1>Keymap Upgrader</h1>
        <p>Paste a keymap written for an older firmware release and get it back with deprecated names replaced. The interactive tool is not available yet.</p>
      </div>
    </Layout>
  );
}
