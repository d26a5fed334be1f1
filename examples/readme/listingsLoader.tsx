// docs/recipes/prefetching.md: prefetching listings in a route loader.
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
import { QueryClient } from '@tanstack/react-query';
import { ChatbotProvider, RealEstateBrowser } from '../../src/index';
import { createChatbotClient, realEstateListQuery } from '../../src/core/index';

// One client and one QueryClient for the app, made once at module level: the
// cache key holds the client's scopeId, so the loader and the page must share it.
export const queryClient = new QueryClient();
export const chatbotClient = createChatbotClient({ baseUrl: '/api/chatbot' });

/**
 * A route loader (React Router's `loader`, TanStack Router's `loader`, or any
 * code that runs before the page renders): the first page is in the cache
 * when the browser mounts, so it renders without a loading state.
 */
export async function listingsLoader({ params }: { params: { serialNumber?: string } }) {
  const serialNumber = params.serialNumber ?? '';
  // Same params as the page's first render (page 1, 20 per page, no filters): same cache entry.
  await queryClient.ensureQueryData(realEstateListQuery(chatbotClient, { serialNumber }));
  return { serialNumber };
}

/** The route's component. */
export function ListingsPage({ serialNumber }: { serialNumber: string }) {
  return (
    <ChatbotProvider client={chatbotClient} queryClient={queryClient}>
      <RealEstateBrowser serialNumber={serialNumber} />
    </ChatbotProvider>
  );
}
