#!/usr/bin/env node
// `npm run bench:redaction`: how long the proxy blocks the event loop to
// relay a ~1 MiB answer (the default maxResponseBytes) with both keys set,
// for four shapes of answer. The proxy (dist/server) is called in-process
// with a fetch that answers from memory; a setImmediate ticker records the
// longest stretch between two turns of the loop while the answer is relayed:
// that stretch is what every other request on the server waits.
// Prints a table and, with --json, the figures as JSON.
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuild } from './ensureBuild.mjs';
import { median } from './median.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MiB = 1024 * 1024;
/** Just under the default maxResponseBytes, as a hostile service would send. */
const TARGET_BYTES = MiB - 1024;
const ROUNDS = Number(process.env.BENCH_REDACTION_ROUNDS ?? 15);
const WARM_UPS = 3;
/** Keys as long as real ones, with the characters that make encodings differ. */
const SECRET_KEY = 'sk_live/9f41Ab+cd7e2b8d0c5a3f6e1d94b7c2a==';
const SESSION_KEY = 'sess_7d02ef-4b1a9c8e3f5d2a6b0c9e8f7a1d3b5c';

/** Repeats `item(i)` as members of a JSON array until the envelope is about TARGET_BYTES. */
function envelopeOf(item) {
  const head = '{"Data":{"List":[';
  const tail = '],"VirtualCount":1},"Version":"1.0.0","Success":true,"Code":200,"Message":""}';
  const parts = [];
  let size = head.length + tail.length;
  for (let i = 0; ; i++) {
    const next = item(i);
    if (size + next.length + 1 > TARGET_BYTES) break;
    parts.push(next);
    size += next.length + 1;
  }
  return { text: head + parts.join(',') + tail, count: parts.length };
}

/** An envelope whose Data holds one string, `unit` repeated to about TARGET_BYTES. */
function oneString(unit) {
  const text = unit.repeat(Math.floor((TARGET_BYTES - 200) / JSON.stringify(unit).length));
  return { text: JSON.stringify({ Data: { Text: text }, Version: '1.0.0', Success: true, Code: 200, Message: '' }), count: 1 };
}

/** A page of the fake service's listings (real field names, descriptions, URLs, ExtensionColumn), repeated. */
async function typicalListings() {
  const { startFakeChatbotServer } = await import(pathToFileURL(join(ROOT, 'dist/testing/index.js')).href);
  const fake = await startFakeChatbotServer();
  try {
    const response = await fetch(`${fake.url}/chat/Chatbot/RealEstateList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'chatrobot-sessionkey': fake.sessionKey },
      body: JSON.stringify({ SerialNumber: fake.serialNumber, PageSize: 200 }),
    });
    const { Data } = await response.json();
    return Data.List.map((listing) => JSON.stringify(listing));
  } finally {
    await fake.close();
  }
}

/**
 * The longest turn of the event loop while `run` is under way, and the CPU
 * time the process spent meanwhile, in ms. On a busy machine the turn also
 * holds the time other processes had the core; the CPU time does not.
 */
async function longestBlock(run) {
  const cpuBefore = process.cpuUsage();
  let last = performance.now();
  let longest = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  await run();
  // A turn of the loop after the run, so the ticker records the stretch that ended it.
  await new Promise((resolve) => setImmediate(resolve));
  running = false;
  const cpu = process.cpuUsage(cpuBefore);
  return { longest, cpuMs: (cpu.user + cpu.system) / 1000 };
}

async function main() {
  ensureBuild(ROOT);
  const { createChatbotProxy } = await import(pathToFileURL(join(ROOT, 'dist/server/index.js')).href);
  const listings = await typicalListings();
  const shapes = [
    ['typical: a listing page', envelopeOf((i) => listings[i % listings.length])],
    ['26k small objects', envelopeOf((i) => `{"Key":"Heating ${i % 10}","Value":"Forced Air"}`)],
    ['330k empty strings', envelopeOf(() => '""')],
    ['500k numbers', envelopeOf((i) => String(i % 10))],
    // Beyond the goal's four: one long string that must be decoded, and one long base64 run.
    ['one string of %XX, &amp; and \\u escapes', oneString('lorem %41 ipsum &amp; dolor \\u0041 sit amet, ')],
    ['one base64 run', oneString('QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0123456789')],
  ];
  const rows = [];
  for (const [name, { text, count }] of shapes) {
    const body = new TextEncoder().encode(text);
    const proxy = createChatbotProxy({
      baseUrl: 'https://api.chatbot.test',
      secretKey: SECRET_KEY,
      sessionKey: SESSION_KEY,
      fetch: async () => new Response(body, { headers: { 'Content-Type': 'application/json' } }),
    });
    const relay = async () => {
      const response = await proxy(
        new Request('https://app.example/chat/Chatbot/RealEstateList', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"SerialNumber":"bot-1"}',
        }),
      );
      if (response.status !== 200) throw new Error(`${name}: the proxy answered ${response.status}`);
      await response.arrayBuffer();
    };
    // Parsing and writing the same body again, without the proxy: the floor under redaction.
    const reparse = async () => void JSON.stringify(JSON.parse(new TextDecoder().decode(body)));
    for (let i = 0; i < WARM_UPS; i++) await relay();
    const blocks = [];
    const cpus = [];
    const floors = [];
    for (let i = 0; i < ROUNDS; i++) {
      const { longest, cpuMs } = await longestBlock(relay);
      blocks.push(longest);
      cpus.push(cpuMs);
      floors.push((await longestBlock(reparse)).longest);
    }
    const sorted = [...blocks].sort((a, b) => a - b);
    rows.push({
      shape: name,
      items: count,
      bytes: body.byteLength,
      minMs: sorted[0],
      medianMs: median(blocks),
      p90Ms: sorted[Math.ceil(sorted.length * 0.9) - 1],
      maxMs: sorted.at(-1),
      cpuMs: median(cpus),
      parseAndWriteMs: median(floors),
    });
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  const [load1] = loadavg();
  console.log(`Longest event-loop block while the proxy relays a ~1 MiB answer, both keys set (${ROUNDS} rounds each; ${cpus().length} cores, load average ${load1.toFixed(1)}):`);
  console.log('| answer | items | bytes | block, min ms | median ms | p90 ms | max ms | CPU per answer, median ms | JSON parse + write alone, median ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ms = [row.minMs, row.medianMs, row.p90Ms, row.maxMs, row.cpuMs, row.parseAndWriteMs].map((value) => value.toFixed(1)).join(' | ');
    console.log(`| ${row.shape} | ${row.items} | ${row.bytes} | ${ms} |`);
  }
}

await main();
