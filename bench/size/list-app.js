// Size fixture (issue 6 §1, for context): the smallest complete listing app.
import { QueryClient } from '@tanstack/react-query';
import { ChatbotProvider, RealEstateBrowser } from '../../dist/index.js';

console.log(QueryClient, ChatbotProvider, RealEstateBrowser);
