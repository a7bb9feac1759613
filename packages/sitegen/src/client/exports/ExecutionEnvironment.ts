/** Docusaurus's `@docusaurus/ExecutionEnvironment`: what the code runs in (false while pre-rendering). */
const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
