// README "Quick start: components": src/main.tsx.
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { ChatbotProvider, RealEstateBrowser, UploadDropzone } from '../../../src/index';
import '../../../src/styles.css';

const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    {/* The proxy's path: no key in the browser. */}
    <ChatbotProvider baseUrl="/api/chatbot">
      <UploadDropzone onUploaded={(item) => console.info(`${item.name}: FileStoreId ${item.fileStoreId}`)} />
      {/* The fake's chatbot; use your chatbot's SerialNumber against the real service. */}
      <RealEstateBrowser serialNumber="fake-chatbot-001" />
    </ChatbotProvider>
  </QueryClientProvider>,
);
