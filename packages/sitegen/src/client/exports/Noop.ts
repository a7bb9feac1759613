/** Docusaurus's `@docusaurus/Noop`: a component that renders nothing (a route's placeholder). */
export default function Noop(): null {
  return null;
}
