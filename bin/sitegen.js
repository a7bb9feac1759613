#!/usr/bin/env node
// The CLI is TypeScript; tsx compiles it on the fly (site configs and plugins are TypeScript too).
import { register } from 'tsx/esm/api';

register();
await import('../src/node/cli.ts');
