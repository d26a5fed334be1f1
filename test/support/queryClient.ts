// The QueryClient of every test that needs one, so they all start alike and
// none outlives its test: each is cleared after the test that made it (its
// cache, and the garbage-collection timers of its queries), by the setup
// files' afterEach. Not by a hook registered here: test files share modules
// (isolate: false), so a hook in this module would belong to the first file
// that imported it.
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

const live = new Set<QueryClient>();

/** Clears every QueryClient made by {@link createTestQueryClient} since the last call. */
export function clearTestQueryClients(): void {
  for (const queryClient of live) queryClient.clear();
  live.clear();
}

/**
 * A fresh QueryClient for one test, cleared after it. Queries that set no
 * `retry` of their own fail at once (a test waits on no backoff); the listing
 * queries keep their own retry policy, which is what the library ships.
 * `config` is merged over these defaults.
 */
export function createTestQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { defaultOptions = {} } = config;
  const queryClient = new QueryClient({
    ...config,
    defaultOptions: { ...defaultOptions, queries: { retry: false, ...defaultOptions.queries } },
  });
  live.add(queryClient);
  return queryClient;
}
