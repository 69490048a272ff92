// The entry of every pooled worker thread (worker-pool.ts). The API runs its
// TypeScript through tsx (`node --import tsx`, and vitest's own transform),
// but a worker thread starts without the parent's loader: tsx is registered
// here before the task's module is imported. The module exports `handle`.
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.script.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { handle } = await import(workerData.script);

parentPort.on('message', async ({ id, input }) => {
  try {
    const { output, transfer = [] } = await handle(input);
    parentPort.postMessage({ id, ok: true, output }, transfer);
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
