// README recipe "Listings in the URL".
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
import { ChatbotProvider, RealEstateBrowser } from '../../src/index';

// /listings?city=Austin&saleType=for_rent&page=3 opens Austin, for rent, page 3.
export function ListingsPage({ serialNumber }: { serialNumber: string }) {
  return (
    <ChatbotProvider baseUrl="/api/chatbot">
      <RealEstateBrowser serialNumber={serialNumber} urlState />
      {/* A second browser on the page: its own names, ?rentals.city=…&rentals.page=… */}
      <RealEstateBrowser serialNumber={serialNumber} urlState={{ prefix: 'rentals.' }} defaultFilters={{ saleType: 'for_rent' }} />
    </ChatbotProvider>
  );
}
