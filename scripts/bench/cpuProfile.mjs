// A diagnostic for the main-thread bench (BENCH_PROFILE=1): V8's sampling
// profiler around the library's rounds, summed by function, so a regression
// points at the code that pays for each progress event. Not in results by
// default: sampling itself costs the main thread a little.

/** Starts sampling every `intervalUs` µs. */
export async function startProfile(cdp, intervalUs = 100) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
}

const keyOf = ({ functionName, url, lineNumber }) => `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
const IDLE = new Set(['(idle)', '(program)', '(root)']);

/**
 * Stops sampling and sums the samples by function: `self` is time in the
 * function's own code, `total` includes what it called (a recursive function
 * counts once per sample).
 * @returns {Promise<{ sampledMs: number, self: [string, number][], total: [string, number][] }>}
 */
export async function stopProfile(cdp, top = Number(process.env.BENCH_PROFILE_TOP ?? 25)) {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  const selfUs = new Map();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const total = new Map();
  let sampledUs = 0;
  const walk = (node, path) => {
    const key = keyOf(node.callFrame);
    const us = selfUs.get(node.id) ?? 0;
    const onPath = new Set(path).add(key);
    if (!IDLE.has(node.callFrame.functionName)) {
      sampledUs += us;
      self.set(key, (self.get(key) ?? 0) + us);
      for (const k of onPath) total.set(k, (total.get(k) ?? 0) + us);
    }
    for (const child of node.children ?? []) walk(byId.get(child), IDLE.has(node.callFrame.functionName) ? path : [...onPath]);
  };
  walk(profile.nodes[0], []);
  const ms = (map) => [...map].filter(([k]) => !IDLE.has(k.split(' ')[0])).sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, us]) => [k, Math.round(us / 10) / 100]);
  return { sampledMs: sampledUs / 1000, self: ms(self), total: ms(total) };
}
