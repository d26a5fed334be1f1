// Anchor (issue 11 §4): UploadThing's dropzone, the smallest complete app
// (generateUploadDropzone renders the zone, the button and the progress).
import { generateUploadDropzone } from '@uploadthing/react';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const UploadDropzone = generateUploadDropzone({ url: '/api/uploadthing' });
createRoot(document.getElementById('root')).render(h(UploadDropzone, { endpoint: 'files' }));
