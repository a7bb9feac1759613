/** The static-host worker thread: compressed copies while the main thread is busy (see startPrecompressionThread). */
import { workerData } from 'node:worker_threads';
import { answerMessages } from '../../src/node/utils/worker-thread';
import { startPrecompression, type CompressionRequest } from './compress';

const compression = startPrecompression(workerData as string | undefined);
answerMessages((request: CompressionRequest) => (request.type === 'add' ? compression.add(request.files) : compression.done()));
