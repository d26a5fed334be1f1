// Size fixture (issue 6 §1): an app that imports only RealEstateBrowser.
import { RealEstateBrowser } from '../../dist/index.js';

console.log(RealEstateBrowser);
