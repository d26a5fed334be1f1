// Gate: the public API is reviewed. api-extractor reads each
// BUILT entry's declarations (dist/**/*.d.ts, as a consumer's TypeScript sees
// them) and writes one report per entry to etc/. A change to the public API
// shows up as a diff of etc/*.api.md in review.
//
//   npm run api:check    fails when the API differs from the committed reports
//   npm run api:update   rewrites the reports (then review and commit etc/)
//
// Both need `npm run build` first. One config per entry, from the table below:
// they differ only in entry file and report name.
//
// Both also fail when an entry's report declares more names than its budget
// (the main entry's: DESIGN.md "Public surface"), and when a public signature
// names a type its entry does not export (api-extractor's "forgotten
// export"): such a type is public all the same, so it counts.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const update = process.argv.includes('--update');
/** Where api-extractor writes the fresh report before comparing it. */
const TEMP = 'node_modules/.cache/api-extractor';

/**
 * Package entry → its declaration file in dist/, its report's name in etc/ and
 * the most declarations (types and runtime names) its report may hold.
 */
export const API_ENTRIES = [
  { entry: '.', dts: 'dist/index.d.ts', report: 'chatbot-kit', maxDeclarations: 120 },
  { entry: './core', dts: 'dist/core/index.d.ts', report: 'chatbot-kit-core' },
  { entry: './testing', dts: 'dist/testing/index.d.ts', report: 'chatbot-kit-testing' },
  { entry: './testing/msw', dts: 'dist/testing/msw/index.d.ts', report: 'chatbot-kit-testing-msw' },
  { entry: './server', dts: 'dist/server/index.d.ts', report: 'chatbot-kit-server' },
];

/** @returns {import('@microsoft/api-extractor').IConfigFile} */
function configFor({ dts, report }) {
  return {
    projectFolder: ROOT,
    mainEntryPointFilePath: join(ROOT, dts),
    // The declarations in dist/ are checked already (tsc, attw); the report
    // only needs the compiler to follow their imports.
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          types: ['node'],
          // Checking every declaration file again (node_modules and dist)
          // takes 32 s instead of 12 s for the four entries and changes nothing
          // in the reports (compared once): tsc checks the sources and attw the
          // built declarations elsewhere in `npm test`.
          skipLibCheck: true,
        },
        files: [join(ROOT, dts)],
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: report,
      reportFolder: join(ROOT, 'etc'),
      reportTempFolder: join(ROOT, TEMP),
      // A type that the API uses but the entry does not export is part of the
      // API all the same: show it in the report rather than hide it.
      includeForgottenExports: true,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    newlineKind: 'lf',
    messages: {
      compilerMessageReporting: { default: { logLevel: 'warning' } },
      extractorMessageReporting: {
        default: { logLevel: 'warning', addToApiReportFile: true },
        // 0.x has no @public/@beta release tags; every exported name is public.
        'ae-missing-release-tag': { logLevel: 'none' },
        // A failure: export the type from the entry, or write it out in the signature.
        'ae-forgotten-export': { logLevel: 'error', addToApiReportFile: false },
        // Listed with file:line of dist/, so every unrelated edit would shift
        // the report. TSDoc coverage is a review rule (COMMON.md), not an API change.
        'ae-undocumented': { logLevel: 'none' },
      },
      tsdocMessageReporting: {
        // TSDoc syntax nits belong to the linter, not to the API review.
        default: { logLevel: 'none' },
      },
    },
  };
}

/** Prints the start of the difference, so a failing CI log shows what changed. */
function showDiff(committed, fresh) {
  const diff = spawnSync('git', ['diff', '--no-index', '--no-color', '--', committed, fresh], { cwd: ROOT, encoding: 'utf8' });
  const lines = (diff.stdout ?? '').split('\n');
  console.log(lines.slice(0, 60).join('\n') + (lines.length > 60 ? `\n… (${lines.length - 60} more lines)` : ''));
}

for (const { dts } of API_ENTRIES) {
  if (!existsSync(join(ROOT, dts))) {
    console.error(`check-api-report: ${dts} is missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
}
mkdirSync(join(ROOT, TEMP), { recursive: true });
mkdirSync(join(ROOT, 'etc'), { recursive: true });

const packageJsonFullPath = join(ROOT, 'package.json');
const packageJson = JSON.parse(readFileSync(packageJsonFullPath, 'utf8'));
const changed = [];
const overBudget = [];
let problems = 0;

/** The names a report declares at its top level: every exported type, class, function and constant. */
function countDeclarations(report) {
  return report.split('\n').filter((line) => line.startsWith('export ')).length;
}

/** api-extractor's notes about the report file itself: this script says it in one line instead. */
const REPORT_NOTES = new Set([
  'console-api-report-not-copied',
  'console-api-report-copied',
  'console-api-report-created',
  'console-api-report-diff',
  'console-api-report-unchanged',
  'console-writing-api-report',
]);

for (const entry of API_ENTRIES) {
  const config = ExtractorConfig.prepare({
    configObject: configFor(entry),
    configObjectFullPath: undefined,
    packageJson,
    packageJsonFullPath,
  });
  const result = Extractor.invoke(config, {
    // localBuild = write the new report into etc/; otherwise only compare.
    localBuild: update,
    messageCallback(message) {
      if (REPORT_NOTES.has(message.messageId)) {
        message.handled = true;
      } else if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning) {
        problems += 1; // printed by api-extractor (not handled here)
      } else {
        message.handled = true; // its own chatter ("Analysis will use the bundled TypeScript version…")
      }
    },
  });
  const file = `etc/${entry.report}.api.md`;
  if (result.apiReportChanged) changed.push(file);
  const declarations = countDeclarations(readFileSync(join(ROOT, TEMP, `${entry.report}.api.md`), 'utf8'));
  const over = entry.maxDeclarations !== undefined && declarations > entry.maxDeclarations;
  if (over) overBudget.push(`${entry.entry} declares ${declarations} names, over its budget of ${entry.maxDeclarations}`);
  const budget = entry.maxDeclarations === undefined ? '' : ` of ${entry.maxDeclarations}`;
  console.log(
    `${result.apiReportChanged ? (update ? 'updated' : 'CHANGED') : 'ok     '} ${entry.entry.padEnd(10)} ${file} (${declarations}${budget} declarations)`,
  );
  if (result.apiReportChanged && !update) showDiff(file, `${TEMP}/${entry.report}.api.md`);
}

if (overBudget.length > 0) {
  console.error(
    `\ncheck-api-report: ${overBudget.join('; ')}.\n` +
      'Keep the types a user writes; write internal helper types out where they are used, or\n' +
      'leave them to chatbot-kit/core (DESIGN.md "Public surface").',
  );
  process.exit(1);
}
if (problems > 0) {
  console.error('\ncheck-api-report: api-extractor reported errors or warnings (above).');
  process.exit(1);
}
if (changed.length > 0 && !update) {
  console.error(
    `\ncheck-api-report: the public API differs from the committed report(s): ${changed.join(', ')}.\n` +
      'If the change is intended, run `npm run build && npm run api:update`, review the diff\n' +
      'of etc/*.api.md and commit it with the change.',
  );
  process.exit(1);
}
