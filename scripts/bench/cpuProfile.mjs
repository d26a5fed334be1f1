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
 * counts once per sample). Given the page's unminified `bundle`, it also sums
 * them by package (`byPackage`, see {@link sumByPackage}), up to `untilUs` on
 * the profile's clock (the trace's: microseconds).
 * @param {{ bundle?: string, untilUs?: number }} [byPackage]
 * @returns {Promise<{ sampledMs: number, self: [string, number][], total: [string, number][], byPackage?: [string, number][] }>}
 */
export async function stopProfile(cdp, top = Number(process.env.BENCH_PROFILE_TOP ?? 25), { bundle, untilUs } = {}) {
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
  const summary = { sampledMs: sampledUs / 1000, self: ms(self), total: ms(total) };
  return bundle ? { ...summary, byPackage: sumByPackage(profile, bundle, untilUs) } : summary;
}

/** The package of each line of an esbuild bundle, from the `// path` comment that opens each module. */
function packageOfLine(bundle) {
  const packages = [];
  let current = '(bundle)';
  for (const line of bundle.split('\n')) {
    const path = /^\/\/ (\S+\.(?:[cm]?js|tsx?))$/.exec(line)?.[1];
    if (path) {
      const parts = path.split('/');
      if (parts[0] === 'node_modules') current = parts[1].startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1];
      else if (parts[0] === 'dist') current = `chatbot-kit (${parts.slice(1, -1).join('/') || 'index'})`;
      else current = path;
    }
    packages.push(current);
  }
  return packages;
}

/**
 * Sums sampled time by the package whose code ran: the library's modules by
 * folder, each dependency as one, the page's own file. A browser function
 * (DOM, `fetch`, `Intl`) counts for the package that called it, so
 * `appendChild` from react-dom is react-dom's; the garbage collector is its own.
 * Only samples up to `untilUs` count.
 */
function sumByPackage(profile, bundle, untilUs = Infinity) {
  const packages = packageOfLine(bundle);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  /** The package of the nearest caller in the bundle; `(browser)` when none is (the browser's own work). */
  const packageOf = (node) => {
    while (node && !node.callFrame.url.endsWith('/page.js')) node = byId.get(parent.get(node.id));
    return node ? (packages[node.callFrame.lineNumber] ?? '(bundle)') : '(browser)';
  };
  const sums = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    const node = byId.get(id);
    const name = node.callFrame.functionName;
    if (at > untilUs || IDLE.has(name)) return;
    const key = name === '(garbage collector)' ? name : packageOf(node);
    sums.set(key, (sums.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return [...sums].sort((a, b) => b[1] - a[1]).map(([k, us]) => [k, Math.round(us / 100) / 10]);
}
