import type { ReactNode } from 'react';
import 'chatbot-kit/styles.css';

export const metadata = { title: 'Chatbot console' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
