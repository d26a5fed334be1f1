// Size fixture (issue 6 §1): an app that imports only UploadDropzone.
import { UploadDropzone } from '../../dist/index.js';

console.log(UploadDropzone);
