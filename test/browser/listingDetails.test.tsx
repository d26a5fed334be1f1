// ListingDetails in real Chromium: the modal dialog keeps focus inside while
// open (Tab and Shift+Tab cycle through its controls), closes on Escape through
// onOpenChange, and passes the DOM attributes and ref it is given to its root.
import { render, screen, waitFor, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ListingDetails, type Listing } from 'chatbot-kit';
import { normalizeListing } from '../../src/core/normalize/normalizeListing';
import { createFakeChatbotService } from 'chatbot-kit/testing';

const listing = normalizeListing(createFakeChatbotService().allListings('http://localhost')[0])!;

function Page({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [opened, setOpened] = useState<Listing | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpened(listing)}>
        Open details
      </button>
      <ListingDetails
        listing={opened}
        open={opened !== null}
        onOpenChange={(open) => {
          onOpenChange?.(open);
          if (!open) setOpened(null);
        }}
        locale="en-US"
      />
      <button type="button">After the dialog</button>
    </>
  );
}

describe('ListingDetails (Chromium)', () => {
  it('Tab past the last control and Shift+Tab past the first stay inside the open dialog', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = await screen.findByRole('dialog');
    const controls = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    expect(controls.length).toBeGreaterThan(1);
    controls.at(-1)!.focus();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(controls[0]);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(controls.at(-1));
    // Every Tab through the dialog stays inside it.
    for (let i = 0; i < controls.length + 2; i++) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('Escape asks the owner to close, and focus goes back to the opener', async () => {
    const onOpenChange = vi.fn();
    render(<Page onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-state', 'open');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(document.activeElement).toBe(opener);
  });

  it('passes id, style, data-*, aria-*, an event handler and a ref to its <dialog>', async () => {
    const ref = createRef<HTMLDialogElement>();
    const onKeyDown = vi.fn();
    render(
      <ListingDetails
        ref={ref}
        listing={listing}
        defaultOpen
        id="details"
        style={{ maxWidth: '40rem' }}
        data-testid="listing-details"
        aria-describedby="help"
        onKeyDown={onKeyDown}
        className="mine"
      />,
    );
    const dialog = await screen.findByTestId('listing-details');
    expect(ref.current).toBe(dialog);
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('id', 'details');
    expect(dialog.style.maxWidth).toBe('40rem');
    expect(dialog).toHaveAttribute('aria-describedby', 'help');
    expect(dialog).toHaveClass('ck-listing-details', 'mine');
    expect(dialog).toHaveAttribute('data-state', 'open');
    // Its own name still comes from its heading.
    expect(within(document.body).getByRole('dialog', { name: listing.address })).toBe(dialog);
    await userEvent.keyboard('{ArrowDown}');
    expect(onKeyDown).toHaveBeenCalled();
  });
});
