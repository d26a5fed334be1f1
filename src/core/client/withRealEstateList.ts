import { REAL_ESTATE_LIST_OPERATION } from '../contract/realEstateListOperation';
import { LISTING_PAGE_DEFAULTS } from '../contract/pageDefaults';
import { canonicalListingParams } from '../listings/normalizeListingParams';
import { normalizeListing } from '../normalize/normalizeListing';
import { parseNumberish } from '../normalize/parseNumberish';
import type { ChatbotClient, Listing, RealEstateListParams, RealEstateListResult, RequestOptions } from '../types';
import { extendClient, type ChatbotClientBase, type ClientTransport } from './createClientBase';

/** One listing half per client, so every listing hook under a provider sees the same object. */
const halves = new WeakMap<ChatbotClientBase, ChatbotClientBase & Pick<ChatbotClient, 'realEstateList'>>();

/**
 * `client` with `realEstateList` (docs/SERVICE.md §4.4): the listing half, apart so only code that lists ships its
 * schemas and normaliser (see `extendClient`). Typed as the full client: added to the upload half it is one.
 */
export function withRealEstateList(client: ChatbotClientBase): ChatbotClient {
  return extendClient(client, 'realEstateList', halves, createRealEstateList) as ChatbotClient;
}

/** `realEstateList` over one transport (also what `createChatbotClient` adds directly). */
export function createRealEstateList({ callOperation }: ClientTransport): Pick<ChatbotClient, 'realEstateList'> {
  const realEstateList = async (params: RealEstateListParams, call: RequestOptions = {}): Promise<RealEstateListResult> => {
    // The params in the form the query keys use, so a request and its key agree.
    const parsed = await callOperation(REAL_ESTATE_LIST_OPERATION, canonicalListingParams(params), call);
    const { List, VirtualCount } = parsed.data;
    const items: Listing[] = [];
    // docs/SERVICE.md §2.3 does not show Data when nothing matches: a null or missing List is an empty page.
    const list = List ?? [];
    for (const item of list) {
      const listing = normalizeListing(item);
      if (listing) items.push(listing); // items that are not objects are dropped, never fatal
    }
    return {
      items,
      sentCount: list.length,
      // Kept as sent by the schema, read here as a number when it is one ("240" too).
      virtualCount: parseNumberish(VirtualCount) ?? undefined,
      // The request passed its schema, so this is the paging the server used (§4.4 defaults).
      pageNumber: params.pageNumber ?? LISTING_PAGE_DEFAULTS.PageNumber,
      pageSize: params.pageSize ?? LISTING_PAGE_DEFAULTS.PageSize,
      version: parsed.version,
    };
  };
  return { realEstateList };
}
