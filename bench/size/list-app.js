// Size fixture (issue 11 §3): the listing app, as a consumer ships it, with
// the app's own QueryClient.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatbotProvider, RealEstateBrowser } from '../../dist/index.js';

const queryClient = new QueryClient();
createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client: queryClient }, h(ChatbotProvider, { baseUrl: '/api/chatbot' }, h(RealEstateBrowser, { serialNumber: 'bot-123' }))),
);
