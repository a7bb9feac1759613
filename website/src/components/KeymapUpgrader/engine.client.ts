/**
 * The upgrade engine and its rule tables as the browser loads them: `loadUpgrader` imports this
 * module on demand, and the `.client` name keeps it out of the pre-render bundle.
 */
export { upgradeKeymap, unifiedDiff } from './engine';
