import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatbotProvider } from 'chatbot-kit';
import 'chatbot-kit/styles.css';
import './page.css';
import { AdminConsole } from './AdminConsole';
import { ThemeToggle } from './ThemeToggle';

const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Proxy mode: the browser sends no key; the dev server's proxy adds them (consoleBackend.ts). */}
      <ChatbotProvider baseUrl="/api/chatbot">
        <AdminConsole
          target={__CHATBOT_CONSOLE__.target}
          defaultSerialNumber={__CHATBOT_CONSOLE__.serialNumber}
          headerActions={<ThemeToggle />}
        />
      </ChatbotProvider>
    </QueryClientProvider>
  </StrictMode>,
);
