// Runs only in the `react18` Vitest project: proves the aliases
// reach every package that imports React, so the hook and component tests
// that this project repeats really run on React 18 and not on a mix.
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createTestQueryClient } from '../support/queryClient';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, version as reactVersion } from 'react';
import { version as domVersion } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useChatbotClient } from 'chatbot-kit';
import { setupFake } from '../support/fake';

describe('the react18 project', () => {
  it('loads react 18 and react-dom 18', () => {
    expect(reactVersion).toMatch(/^18\./);
    expect(domVersion).toMatch(/^18\./);
  });

  it('renders with @testing-library/react on the same React, so hooks and updates work', async () => {
    // With two Reacts (testing-library on 19, components on 18) the first
    // hook call throws "Invalid hook call".
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount((c) => c + 1)}>clicked {count}</button>;
    }
    render(<Counter />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('clicked 1');
  });

  it('runs @tanstack/react-query and the library provider on React 18', async () => {
    const { client, render: renderWithFake } = setupFake();
    function Probe() {
      const fromContext = useChatbotClient();
      const query = useQuery({ queryKey: ['probe'], queryFn: async () => 'loaded' });
      return (
        <p>
          {fromContext === client ? 'same client' : 'other client'} / {query.data ?? 'pending'}
        </p>
      );
    }
    renderWithFake(<Probe />);
    expect(await screen.findByText('same client / loaded')).toBeInTheDocument();
  });

  it('renders on the server with react-dom/server 18', () => {
    const html = renderToString(
      <QueryClientProvider client={createTestQueryClient()}>
        <p>{`server ${reactVersion}`}</p>
      </QueryClientProvider>,
    );
    expect(html).toContain('server 18.');
  });
});
