import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ListingDetails } from '../src/components/ListingDetails';
import { normalizeListing } from '../src/core/normalize/normalizeListing';
import type { Listing } from '../src/core/types';
import { fakeService } from './support/fakeService';

const wire = fakeService.allListings(globalThis.location?.origin ?? 'http://localhost');
const full = normalizeListing(wire[0])!;
/** ExtensionColumn that is not a list of key/value pairs, and an image that does not load. */
const malformed = normalizeListing({
  ...wire[1],
  ExtensionColumn: '{Pool: yes; HOA: none',
  // A photo the Storybook server does not have: a 404 on loopback, no network.
  Images: `${globalThis.location?.origin ?? 'http://localhost'}/no-such-photo.jpg`,
})!;

/** A page with a button that opens the dialog, as a table row does. */
function DetailsDemo({ listing }: { listing: Listing }) {
  const [opened, setOpened] = useState<Listing | null>(listing);
  return (
    <>
      <button type="button" onClick={() => setOpened(listing)}>
        Open details
      </button>
      <ListingDetails listing={opened} open={opened !== null} onOpenChange={(open) => open || setOpened(null)} locale="en-US" />
    </>
  );
}

/**
 * Every field of one listing in a modal native `<dialog>`: focus trapped,
 * Escape closes, focus returns to what opened it.
 */
const meta = {
  title: 'Listings/ListingDetails',
  component: ListingDetails,
  args: { listing: full },
  render: (args) => <DetailsDemo listing={args.listing!} />,
} satisfies Meta<typeof ListingDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllFields: Story = {
  name: 'All fields',
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog.querySelectorAll('[data-part="group"]')).toHaveLength(5);
    await expect(dialog.querySelectorAll('[data-part="field"]')).toHaveLength(32);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const MalformedExtension: Story = {
  name: 'Malformed extension and a broken photo',
  args: { listing: malformed },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByText('{Pool: yes; HOA: none')).toBeInTheDocument();
    await expect(await within(dialog).findByText('Photo could not be loaded', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
