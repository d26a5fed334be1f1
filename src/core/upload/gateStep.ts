/**
 * `runUpload`'s `beforeStep` in the queue: every step waits for the network;
 * the PUT also waits for a place at storage (issue 15's pipeline), taken
 * only once online, so an offline file holds none. Taking a place frees the
 * run's place ahead, so `freed` lets the next file fetch its URL.
 */
export function gateStep(
  step: string,
  online: Promise<void> | undefined,
  acquirePut: () => Promise<void> | undefined,
  freed: () => void,
): Promise<void> | undefined {
  if (step !== 'put') return online;
  const put = () => {
    const waiting = acquirePut();
    if (!waiting) freed();
    return waiting;
  };
  return online ? online.then(put) : put();
}
