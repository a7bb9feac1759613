import PowerProfiler from '@site/src/components/PowerProfiler';
import Layout from '@theme/Layout';

export default function PowerProfilerPage() {
  return (
    <Layout title="Power Profiler" description="Estimate how long a charge lasts for your keyboard, controller and settings">
      <main className="container">
        <h1>Power Profiler</h1>
        <p>
          Pick a controller, a battery and the features you use to see roughly how long each half of your keyboard runs on a charge, and where that
          charge goes. The link in the address bar keeps your choices, so you can share or bookmark it.
        </p>
        <PowerProfiler />
      </main>
    </Layout>
  );
}
