#!/usr/bin/env node
// A diagnostic, not part of `npm run bench`: what Chromium's IndexedDB costs
// its browser process for the same writes, before and after an origin's
// history of writes. Each set-up gets an origin of its own (a loopback
// server each) and one database; a measure is 300 transactions of 10 puts
// of new keys, records shaped like the durable record's. Between two
// measures, a history of 2,000 transactions of 10 puts each:
//   same: the same 10 keys written over and over;
//   new:  new keys, kept (as reported records are kept for a day);
//   del:  new keys, each deleted in its own transaction (as a record is dropped).
// It prints the browser process's CPU time (from /proc) for each step.
// `node scripts/bench/idbHistory.mjs`; IDB_HISTORY=new limits it to one set-up.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.mjs';

const HISTORIES = (process.env.IDB_HISTORY ?? 'same,new,del').split(',');
const MEASURE = { transactions: 300, puts: 10 };
const HISTORY = { transactions: 2000, puts: 10 };

/** CPU seconds of Chromium's browser process (the one without a `--type`), where IndexedDB runs. */
function browserCpuSeconds() {
  let seconds = 0;
  for (const pid of execSync('pgrep -f chromium || true').toString().trim().split('\n').filter(Boolean)) {
    try {
      if (/--type=/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      seconds += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // The process ended meanwhile.
    }
  }
  return seconds;
}

/** A loopback origin with an empty page. */
async function startOrigin() {
  const server = createServer((_request, response) => response.end('<!doctype html><title>idb</title>'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

/** Runs `transactions` sequential readwrite transactions of `puts` puts each, in the page. */
function write(tab, transactions, puts, mode) {
  return tab.evaluate(
    async ([transactions, puts, mode]) => {
      const state = (globalThis.idbHistory ??= { next: 0 });
      const record = (id) => ({ id, scope: 'http://127.0.0.1/api', name: `file-${id}.txt`, size: 20_000, type: 'text/plain', lastModified: 0, stage: 'stored', fileStoreId: `fs-${id}`, createdAt: Date.now(), updatedAt: Date.now() });
      const one = (change) =>
        new Promise((resolve, reject) => {
          const transaction = state.db.transaction('records', 'readwrite');
          change(transaction.objectStore('records'));
          transaction.oncomplete = resolve;
          transaction.onerror = () => reject(transaction.error);
        });
      for (let t = 0; t < transactions; t++) {
        const ids = Array.from({ length: puts }, (_, i) => (mode === 'same' ? `k${i}` : `k${state.next++}`));
        await one((store) => ids.forEach((id) => store.put(record(id), id)));
        if (mode === 'del') await one((store) => ids.forEach((id) => store.delete(id)));
      }
    },
    [transactions, puts, mode],
  );
}

async function step(label, tab, { transactions, puts }, mode) {
  const before = browserCpuSeconds();
  const startedAt = Date.now();
  await write(tab, transactions, puts, mode);
  console.log(`${label.padEnd(24)} ${`${transactions} × ${puts} ${mode}`.padEnd(18)} browser ${(browserCpuSeconds() - before).toFixed(2).padStart(6)} s  wall ${((Date.now() - startedAt) / 1000).toFixed(2)} s`);
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const history of HISTORIES) {
    const origin = await startOrigin();
    const tab = await browser.newPage();
    await tab.goto(origin.url);
    await tab.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const request = indexedDB.open('idb-history', 1);
          request.onupgradeneeded = () => request.result.createObjectStore('records');
          request.onsuccess = () => resolve((globalThis.idbHistory = { next: 0, db: request.result }));
          request.onerror = () => reject(request.error);
        }),
    );
    await step(`${history}: first`, tab, MEASURE, 'new');
    for (const n of [1, 2]) {
      await step(`${history}: history ${n}`, tab, HISTORY, history);
      await step(`${history}: after history ${n}`, tab, MEASURE, 'new');
    }
    await tab.close();
    origin.close();
  }
} finally {
  await browser.close();
}
