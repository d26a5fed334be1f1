// Size fixture (issue 6 §1): an app that uses only the core client.
import { createChatbotClient } from '../../dist/core/index.js';

console.log(createChatbotClient);
