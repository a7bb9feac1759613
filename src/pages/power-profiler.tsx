import Layout from '@theme/Layout';

export default function PowerProfilerPage() {
  return (
    <Layout title="Power Profiler" description="Estimate how long a charge lasts for your keyboard, controller and settings">
      <div className="container page-narrow">
        <h1>Power Profiler</h1>
        <p>Estimate how long a battery charge lasts for a given controller, battery, display and lighting setup. The interactive calculator is not available yet.</p>
      </div>
    </Layout>
  );
}
