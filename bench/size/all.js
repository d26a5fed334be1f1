// Size fixture (issue 6 §1): an app that imports everything from the root entry.
import * as everything from '../../dist/index.js';

console.log(everything);
