// Size fixture (issue 11 §3): the upload-only app, as a consumer ships it.
// No QueryClient and no react-query anywhere: uploads need none. The entry
// bundles react-query (only React is external), so a stray import of it on
// the upload path would count here, and test/package/sizeFixtures.test.ts
// checks the bundle's inputs for it.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatbotProvider, UploadDropzone } from '../../dist/index.js';

createRoot(document.getElementById('root')).render(h(ChatbotProvider, { baseUrl: '/api/chatbot' }, h(UploadDropzone)));
