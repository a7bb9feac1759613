import Admonition from '@theme/Admonition';
import Layout from '@theme/Layout';
import KeymapUpgrader from '@site/src/components/KeymapUpgrader';
import styles from '@site/src/components/KeymapUpgrader/styles.module.css';

export default function KeymapUpgraderPage() {
  return (
    <Layout title="Keymap Upgrader" description="Upgrade a keymap written for an older firmware release to the current names, in your browser">
      <main className={`container ${styles.page}`}>
        <h1>Keymap Upgrader</h1>
        <p>
          Over time the firmware has renamed a number of keycodes, behaviors, properties and devicetree nodes. A keymap
          written for an older release may therefore stop building, or build with warnings. Paste your keymap below (or
          drop the file on the box) and the upgrader rewrites every deprecated name it knows about. Everything runs in
          your browser; the keymap is never sent anywhere.
        </p>
        <p>
          The upgrader reads the keymap with a real devicetree parser, so it changes only names that are used where the
          old meaning applies, and leaves your layout, comments and spacing as they were. It also looks inside{' '}
          <code>#define</code> bodies and helper macros such as <code>ZMK_MACRO(...)</code>, <code>ZMK_BEHAVIOR(...)</code>,{' '}
          <code>ZMK_LAYER(...)</code> and <code>ZMK_COMBO(...)</code>.
        </p>
        <Admonition type="warning" title="What it cannot upgrade">
          <ul>
            <li>
              Keycodes removed without a successor (such as <code>KSPC</code>): their binding becomes <code>&amp;none</code>{' '}
              with a comment, and you choose a new key yourself.
            </li>
            <li>Nodes are renamed where they are; the upgrader never moves a node to another place in the tree.</li>
            <li>
              <code>label</code> becomes <code>display-name</code> only in layers whose parent node says{' '}
              <code>compatible = &quot;zmk,keymap&quot;</code> in the same file; everywhere else it is removed. Layers written
              inside a reference such as <code>&amp;keymap {'{ … }'}</code> cannot be recognised as layers, so their labels are
              removed too, and each one is listed under &ldquo;Needs your attention&rdquo; with the{' '}
              <code>display-name</code> line to put back.
            </li>
            <li>
              Encoder <code>resolution</code> values that are not plain numbers are replaced with a default guess; check
              the new <code>steps</code> value against your encoder.
            </li>
            <li>
              Names hidden behind your own macros are only upgraded where they are written out; parts the parser cannot
              read are marked, not fixed. Always build the result and review the changes before you flash it.
            </li>
          </ul>
        </Admonition>
        <KeymapUpgrader />
      </main>
    </Layout>
  );
}
