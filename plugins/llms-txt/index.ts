import type { LoadContext, Plugin } from '../../src/node/plugins/types';

export default function llmsTxtPlugin(_context: LoadContext): Plugin {
  return { name: 'llms-txt' };
}
