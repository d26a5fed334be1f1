// Size fixture (issue 6 §1, for context): the smallest complete upload app.
// <UploadDropzone> needs <ChatbotProvider>, which needs a QueryClient.
import { QueryClient } from '@tanstack/react-query';
import { ChatbotProvider, UploadDropzone } from '../../dist/index.js';

console.log(QueryClient, ChatbotProvider, UploadDropzone);
