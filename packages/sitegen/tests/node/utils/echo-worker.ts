/** A worker for worker-thread.test.ts: remembers what it is posted and answers requests. */
import { answerMessages } from '../../../src/node/utils/worker-thread';

const seen: string[] = [];
answerMessages((message: { post?: string; ask?: string; fail?: string }) => {
  if (message.post) return void seen.push(message.post);
  if (message.fail) throw new Error(message.fail);
  return { answer: `${message.ask ?? ''} after ${seen.join(',')}` };
});
