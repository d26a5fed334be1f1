// Size fixture: the listing app of list-app.js plus the admin views, imported
// directly (as an app that shows a table of its own does): ListingTable with
// ListingDetails. Its bytes over list-app.js are what the two cost.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatbotProvider, ListingDetails, ListingTable, RealEstateBrowser } from '../../dist/index.js';

const queryClient = new QueryClient();
createRoot(document.getElementById('root')).render(
  h(
    QueryClientProvider,
    { client: queryClient },
    h(
      ChatbotProvider,
      { baseUrl: '/api/chatbot' },
      h(RealEstateBrowser, { serialNumber: 'bot-123' }),
      h(ListingTable, { items: [], persistKey: 'admin' }),
      h(ListingDetails, { listing: null, onClose: () => {} }),
    ),
  ),
);
