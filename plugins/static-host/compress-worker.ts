/**
 * Compressed copies on a thread of their own (see startPrecompressionThread): the queue keeps
 * moving while the main thread is busy with the other plugins' postBuild hooks.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startPrecompression } from './compress';
import type { CompressionReply, CompressionRequest } from './compress';

const port = parentPort;
if (!port) throw new Error('compress-worker.ts runs as a worker thread');
const compression = startPrecompression(workerData as string | undefined);
port.on('message', (request: CompressionRequest) => {
  if (request.type === 'add') return compression.add(request.files);
  compression.done().then(
    (totals) => port.postMessage({ type: 'done', totals } satisfies CompressionReply),
    (error: unknown) => port.postMessage({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies CompressionReply),
  );
});
