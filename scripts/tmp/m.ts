import { createMermaidRenderer } from '../../src/node/mermaid/renderer';
const r = createMermaidRenderer('/tmp/mcache', (m) => console.log('WARN', m));
const t = performance.now();
const s = await r.render('graph LR; A-->B');
console.log((performance.now() - t).toFixed(0), s?.light.length, s?.dark.length, s?.light.slice(0, 200));
const t2 = performance.now();
const s2 = await r.render('sequenceDiagram\n  Alice->>Bob: Hi');
console.log((performance.now() - t2).toFixed(0), s2?.light.length);
await r.close();
