// Every component passes the DOM attributes it is given (id, style, data-*,
// aria-*, event handlers) and a ref to its root element, under React 18 and
// 19 (this folder runs in both projects).
import { fireEvent, render } from '@testing-library/react';
import { createRef, type ReactElement, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ChatbotProvider,
  ListingCard,
  ListingDetails,
  ListingExportButton,
  ListingFilterBar,
  ListingGrid,
  ListingTable,
  Pagination,
  RealEstateBrowser,
  UploadDropzone,
  UploadList,
  UploadLiveRegion,
  useFileUpload,
} from 'chatbot-kit';
import { makeUploadItem } from '../core/upload/helpers/makeUploadItem';
import { createTestQueryClient } from '../support/queryClient';
import { normalizeListing } from '../../src/core/normalize/normalizeListing';
import { createFakeChatbotService } from 'chatbot-kit/testing';

const listing = normalizeListing(createFakeChatbotService().allListings('http://localhost')[0])!;

interface Root {
  props: Record<string, unknown> & { ref: Ref<HTMLElement> };
}
/** Each component, rendered with the attributes of `root`, and the tag of its root element. */
const CASES: [name: string, tag: string, element: (root: Root) => ReactElement][] = [
  ['ListingDetails', 'DIALOG', ({ props }) => <ListingDetails listing={listing} {...props} ref={props.ref as Ref<HTMLDialogElement>} />],
  ['ListingCard', 'ARTICLE', ({ props }) => <ListingCard listing={listing} {...props} />],
  ['ListingGrid', 'DIV', ({ props }) => <ListingGrid items={[listing]} {...props} ref={props.ref as Ref<HTMLDivElement>} />],
  ['ListingTable', 'DIV', ({ props }) => <ListingTable items={[listing]} {...props} ref={props.ref as Ref<HTMLDivElement>} />],
  ['RealEstateBrowser', 'SECTION', ({ props }) => <RealEstateBrowser serialNumber="bot-1" {...props} />],
  ['Pagination', 'NAV', ({ props }) => <Pagination pageNumber={2} pageCount={3} onPageNumberChange={() => {}} {...props} />],
  ['ListingFilterBar', 'FORM', ({ props }) => <ListingFilterBar {...props} ref={props.ref as Ref<HTMLFormElement>} />],
  ['ListingExportButton', 'DIV', ({ props }) => <ListingExportButton params={{ serialNumber: 'bot-1' }} {...props} ref={props.ref as Ref<HTMLDivElement>} />],
  ['UploadDropzone', 'DIV', ({ props }) => <UploadDropzone persist={false} {...props} ref={props.ref as Ref<HTMLDivElement>} />],
  ['UploadList', 'UL', ({ props }) => <UploadList files={[makeUploadItem('uploading', { name: 'a.png' })]} {...props} ref={props.ref as Ref<HTMLUListElement>} />],
  ['UploadLiveRegion', 'DIV', ({ props: { ref, ...props } }) => <LiveRegion rootRef={ref} {...props} />],
];

/** A live region of a queue of its own (`rootRef`: React 18 gives a function component no `ref`). */
function LiveRegion({ rootRef, ...props }: Record<string, unknown> & { rootRef: Ref<HTMLElement> }) {
  return <UploadLiveRegion upload={useFileUpload({ persist: false })} {...props} ref={rootRef as Ref<HTMLDivElement>} />;
}

describe.each(CASES)('%s', (_name, tag, element) => {
  it('passes id, style, data-testid, aria-*, an event handler and a ref to its root element', () => {
    const ref = createRef<HTMLElement>();
    const onClick = vi.fn();
    const { getByTestId } = render(
      <ChatbotProvider baseUrl="https://chatbot.test" queryClient={createTestQueryClient()}>
        {element({ props: { ref, id: 'mine', style: { marginTop: '3px' }, 'data-testid': 'root', 'aria-describedby': 'help', onClick } })}
      </ChatbotProvider>,
    );
    const root = getByTestId('root');
    expect(root.tagName).toBe(tag);
    expect(ref.current).toBe(root);
    expect(root).toHaveAttribute('id', 'mine');
    expect(root.style.marginTop).toBe('3px');
    expect(root).toHaveAttribute('aria-describedby', 'help');
    expect(root).toHaveAttribute('data-state');
    expect(root.className).toMatch(/\bck-/);
    fireEvent.click(root);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
