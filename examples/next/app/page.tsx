// A Server Component: it prefetches the first listing page with the session key,
// and renders chatbot-kit's client components with plain props only.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { ChatbotProvider, ListingHydrationBoundary, RealEstateBrowser, UploadDropzone } from 'chatbot-kit';
import { createChatbotClient, realEstateListQuery } from 'chatbot-kit/core';
import { connection } from 'next/server';
import { chatbotEnv, missingChatbotEnv, serialNumber } from '../lib/chatbotEnv';

export default async function Page() {
  // Rendered per request: the keys and the listings exist only at run time.
  await connection();
  const bot = serialNumber();
  const queryClient = new QueryClient();
  if (!missingChatbotEnv()) {
    const env = chatbotEnv();
    // This client has the session key and stays on the server.
    const client = createChatbotClient({ baseUrl: env.baseUrl, appUrl: env.appUrl, sessionKey: env.sessionKey });
    // A failure is not thrown: the browser then loads page 1 itself and shows the error.
    await queryClient.prefetchQuery({ ...realEstateListQuery(client, { serialNumber: bot }), retry: false });
  }
  return (
    <main>
      <h1>Chatbot console</h1>
      {/* The proxy's path: the browser holds no key. */}
      <ChatbotProvider baseUrl="/api/chatbot">
        <UploadDropzone />
        {/* Page 1 from the server's cache: in the HTML, not asked again. */}
        <ListingHydrationBoundary state={dehydrate(queryClient)}>
          <RealEstateBrowser serialNumber={bot} />
        </ListingHydrationBoundary>
      </ChatbotProvider>
    </main>
  );
}
