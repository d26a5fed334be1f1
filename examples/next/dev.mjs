// `npm run dev`: starts the fake chatbot service on 127.0.0.1 and `next dev`
// with its address and keys in the server's environment. With CHATBOT_BASE_URL
// already set, the fake is not started and the real service is used.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFakeChatbotServer } from 'chatbot-kit/testing';

const env = { ...process.env };
let fake;
if (!env.CHATBOT_BASE_URL) {
  fake = await startFakeChatbotServer();
  Object.assign(env, { CHATBOT_BASE_URL: fake.url, CHATBOT_SECRET_KEY: fake.secretKey, CHATBOT_SESSION_KEY: fake.sessionKey });
  console.log(`Fake chatbot service on ${fake.url}`);
}
const nextBin = fileURLToPath(import.meta.resolve('next/dist/bin/next'));
const next = spawn(process.execPath, [nextBin, 'dev', ...process.argv.slice(2)], { env, stdio: 'inherit' });
next.on('exit', async (code) => {
  await fake?.close();
  process.exit(code ?? 0);
});
