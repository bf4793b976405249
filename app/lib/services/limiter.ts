/** Runs at most `concurrency` tasks at once; the rest wait their turn in order. */
export function createLimiter(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next task, or free it.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
