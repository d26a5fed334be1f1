// Size fixture: a headless upload app, as a team with its own design system
// ships it: useFileUpload behind the app's own <input type=file>, no
// chatbot-kit component, no dropzone, no react-query.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatbotProvider, useFileUpload } from '../../dist/index.js';

function Uploader() {
  const { add, files } = useFileUpload();
  return h(
    'div',
    null,
    h('input', { type: 'file', multiple: true, onChange: (event) => add(event.currentTarget.files ?? []) }),
    h(
      'ul',
      null,
      files.map((file) => h('li', { key: file.id }, `${file.name}: ${file.status}`)),
    ),
  );
}

createRoot(document.getElementById('root')).render(h(ChatbotProvider, { baseUrl: '/api/chatbot' }, h(Uploader)));
