import { Worker } from 'node:worker_threads';

/** Every worker is busy and the queue is full: the caller answers "busy", nothing piles up. */
export class PoolBusyError extends Error {
  constructor() {
    super('worker pool busy');
  }
}

/** A task ran past the time limit; its worker was stopped and is replaced. */
export class PoolTimeoutError extends Error {
  constructor() {
    super('worker task timed out');
  }
}

/** What a task module returns from `handle`: the answer and the buffers to hand over uncopied. */
export interface TaskResult<Out> {
  output: Out;
  transfer?: ArrayBuffer[];
}

export interface WorkerPoolOptions {
  /** The task module (TypeScript or JavaScript), exporting `handle(input): TaskResult | Promise<TaskResult>`. */
  script: URL;
  /** Worker threads at most; started when first needed. */
  size: number;
  /** Tasks that may wait for a worker; one more is refused with PoolBusyError. */
  maxQueue: number;
  /** Time a task may run (its worker's start included) before its worker is stopped. */
  timeoutMs: number;
}

export interface WorkerPool<In, Out> {
  run(input: In, transfer?: ArrayBuffer[]): Promise<Out>;
  /** Tasks running and waiting now. */
  load(): { running: number; queued: number };
  /** Stops every worker; waiting and running tasks are refused. */
  close(): Promise<void>;
}

interface Task {
  id: number;
  input: unknown;
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer?: NodeJS.Timeout;
}

type Reply = { id: number; ok: true; output: unknown } | { id: number; ok: false; error: string };

const BOOTSTRAP = new URL('./bootstrap.mjs', import.meta.url);

/**
 * A bounded pool of worker threads for CPU work that must not hold the event
 * loop (image decoding, decision 061). At most `size` tasks run at once, at
 * most `maxQueue` wait; a task past `timeoutMs` has its worker stopped. A
 * worker that dies (out of memory, a crash) fails only its own task. Idle
 * workers do not keep the process alive.
 */
export function createWorkerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(BOOTSTRAP, { workerData: { script: options.script.href } });
    const slot: Slot = { worker, task: null };
    worker.on('message', (reply: Reply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      finish(slot);
      if (reply.ok) task.resolve(reply.output);
      else task.reject(new Error(reply.error));
      pump();
    });
    const fail = (error: Error) => {
      const task = slot.task;
      remove(slot);
      task?.reject(error);
      pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker stopped (exit code ${code})`)));
    worker.unref();
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.task = null;
    slot.worker.unref();
  }

  function remove(slot: Slot): void {
    clearTimeout(slot.timer);
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    slot.worker.removeAllListeners();
    // A stopped worker may still report an error; unheard, it would crash the process.
    slot.worker.on('error', () => undefined);
    slot.task = null;
  }

  function start(slot: Slot, task: Task): void {
    slot.task = task;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      remove(slot);
      void slot.worker.terminate();
      task.reject(new PoolTimeoutError());
      pump();
    }, options.timeoutMs);
    slot.worker.postMessage({ id: task.id, input: task.input }, task.transfer);
  }

  /** Hands waiting tasks to idle workers, starting workers up to the size. */
  function pump(): void {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.task === null) ?? (slots.length < options.size ? spawn() : null);
      const task = slot && queue.shift();
      if (!slot || !task) return;
      start(slot, task);
    }
  }

  return {
    run(input, transfer = []) {
      if (closed) return Promise.reject(new Error('worker pool closed'));
      const waiting = queue.length;
      const idle = slots.some((s) => s.task === null) || slots.length < options.size;
      if (!idle && waiting >= options.maxQueue) return Promise.reject(new PoolBusyError());
      return new Promise<Out>((resolve, reject) => {
        queue.push({ id: nextId++, input, transfer, resolve: resolve as (value: unknown) => void, reject });
        pump();
      });
    },
    load() {
      return { running: slots.filter((s) => s.task !== null).length, queued: queue.length };
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('worker pool closed'));
      const stopping = [...slots];
      for (const slot of stopping) {
        const task = slot.task;
        remove(slot);
        task?.reject(new Error('worker pool closed'));
      }
      await Promise.all(stopping.map((slot) => slot.worker.terminate()));
    },
  };
}
