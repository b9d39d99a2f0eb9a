/**
 * One pass at a time of a background loop (the job and email worker, the webhook sender): `run()`
 * starts `pass` unless one is going on; a call during a pass makes it go round once more when it
 * ends (something new arrived meanwhile), until `stopped()` says the app is closing. `run()`
 * answers the pass going on; `settled()` waits for it to end, whether it failed or not (closing).
 */
export function singlePass(pass: () => Promise<void>, stopped: () => boolean): { run(): Promise<void>; settled(): Promise<void> } {
  let current: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopped());
      } finally {
        current = undefined;
      }
    })();
    return current;
  };
  return { run, settled: async () => void (await current?.catch(() => undefined)) };
}
