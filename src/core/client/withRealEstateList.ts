import { REAL_ESTATE_LIST_OPERATION } from '../contract/realEstateListOperation';
import type { RealEstateListResultWire } from '../contract/listingSchemas';
import { ResponseShapeError } from '../errors/ResponseShapeError';
import { LISTING_PAGE_DEFAULTS } from '../contract/pageDefaults';
import { normalizeListing } from '../normalize/normalizeListing';
import { parseNumberish } from '../normalize/parseNumberish';
import type { ChatbotClient, Listing, RealEstateListParams, RealEstateListResult, RequestOptions } from '../types';
import { extendClient, type ChatbotClientBase, type ClientTransport } from './createClientBase';
import { toListingInput } from './listingInput';

/** One listing half per client, so every listing hook under a provider sees the same object. */
const halves = new WeakMap<ChatbotClientBase, ChatbotClientBase & Pick<ChatbotClient, 'realEstateList'>>();

/**
 * `client` with `realEstateList` (SERVICE.md §4.4) added: the listing half of
 * the client, in a module of its own so only code that lists real estate
 * ships the listing normaliser (issue 11). Memoised per client; a client that
 * has the method already (any `ChatbotClient`) is returned as it is (see
 * `extendClient`). Typed as the full client: added to the upload half (as
 * `useChatbotClient` and `createChatbotClient` do) it is one.
 */
export function withRealEstateList(client: ChatbotClientBase): ChatbotClient {
  return extendClient(client, 'realEstateList', halves, createRealEstateList) as ChatbotClient;
}

/** `realEstateList` over one transport (also what `createChatbotClient` adds directly). */
export function createRealEstateList({ callOperation }: ClientTransport): Pick<ChatbotClient, 'realEstateList'> {
  const realEstateList = async (params: RealEstateListParams, call: RequestOptions = {}): Promise<RealEstateListResult> => {
    const { wireName } = REAL_ESTATE_LIST_OPERATION;
    const parsed = await callOperation(REAL_ESTATE_LIST_OPERATION, toListingInput(params), call);
    // The row's schema checks that Data is an object; List is checked here
    // (the §2.3 rule of the table's schema, without its zod array, issue 11).
    const data = parsed.data as RealEstateListResultWire;
    const list = data.List;
    if (list != null && !Array.isArray(list)) throw new ResponseShapeError(wireName, 'Data.List', 'should be of type array');
    const items: Listing[] = [];
    // §2.3 does not show Data when nothing matches: a null or missing List is an empty page.
    for (const item of list ?? []) {
      const listing = normalizeListing(item);
      if (listing) items.push(listing); // non-objects are dropped, never fatal (issue 2)
    }
    return {
      items,
      // Not in the schema: kept as sent, read here as a number when it is one ("240" too).
      virtualCount: parseNumberish(data.VirtualCount) ?? undefined,
      // The request passed its checks (integers from 1, or left out), so this is
      // the paging the server used: the caller's values, or the §4.4 defaults.
      pageNumber: params.pageNumber ?? LISTING_PAGE_DEFAULTS.PageNumber,
      pageSize: params.pageSize ?? LISTING_PAGE_DEFAULTS.PageSize,
      version: parsed.version,
    };
  };
  return { realEstateList };
}
