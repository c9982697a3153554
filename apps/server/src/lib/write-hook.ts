import type { Executor } from '../db/client.ts';

/** One step of a write hook: more work in the write's own transaction. */
export type WriteStep<Args extends unknown[]> = (tx: Executor, ...args: Args) => Promise<void>;

/**
 * A point in a write of an area below where areas above add work, run in the write's transaction,
 * in the order added. The area below runs it and imports none of them, so imports run one way
 * (decision 0024); `areas/index.ts` adds the steps, next to the list of areas. A step added twice
 * runs once.
 */
export function writeHook<Args extends unknown[]>() {
  const steps = new Set<WriteStep<Args>>();
  return {
    add(step: WriteStep<Args>) {
      steps.add(step);
    },
    async run(tx: Executor, ...args: Args) {
      for (const step of steps) await step(tx, ...args);
    },
  };
}
