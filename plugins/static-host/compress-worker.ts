/** The static-host background process: compressed copies with the CPU the build leaves idle (see startBackgroundPrecompression). */
import { answerMessages, workerInput } from '../../src/node/utils/worker-thread';
import { startPrecompression, type CompressionRequest } from './compress';

const compression = startPrecompression(workerInput<string | null>() ?? undefined);
answerMessages((request: CompressionRequest) => (request.type === 'add' ? compression.add(request.files) : compression.done()));
