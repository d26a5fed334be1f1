// Size fixture (issue 11 §3): the lazy chunk of the upload app. The upload
// engine loads the durable upload record with import() on the first file or
// restore() (core/upload/persist/journalFor), so the initial chunk the other
// entries measure leaves it out; this measures what that import() loads.
import { createUploadJournal } from '../../dist/core/upload/persist/createUploadJournal.js';
import { openRecordStore } from '../../dist/core/upload/persist/openRecordStore.js';

console.log(createUploadJournal, openRecordStore);
