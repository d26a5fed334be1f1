// @vitest-environment node
// The react18 project also serves files that ask for the node environment
// (server rendering tests): they must get React 18 too, not Node's react@19.
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createTestQueryClient } from '../support/queryClient';
import { version as reactVersion } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('the react18 project in the node environment', () => {
  it('loads react 18', () => {
    expect(reactVersion).toMatch(/^18\./);
  });

  it('renders react-query hooks to a string with react-dom/server 18', () => {
    function Probe() {
      const query = useQuery({ queryKey: ['ssr-probe'], queryFn: async () => 'never on the server' });
      return <p>{`${query.status} on ${reactVersion}`}</p>;
    }
    const html = renderToString(
      <QueryClientProvider client={createTestQueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(html).toMatch(/^<p>pending on 18\.\d+\.\d+<\/p>$/);
  });
});
