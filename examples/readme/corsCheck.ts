// docs/recipes/storage.md, "Storage diagnostics": a one-off check, run from the origin your app runs on.
import { checkStorageCors, createChatbotClient } from 'chatbot-kit/core';

const { preUploadUrl } = await createChatbotClient({ baseUrl: '/api/chatbot' }).getPreUploadUrl({ fileName: 'cors-check.txt' });
const report = await checkStorageCors(preUploadUrl);
console.log(report.ok, report.message); // when not ok: the CORS rule to add
