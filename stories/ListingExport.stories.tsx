import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RealEstateBrowser } from '../src/components/RealEstateBrowser';
import { slowFake, storySerialNumber } from './support/fakeService';

/**
 * "Download CSV" in `<RealEstateBrowser exportCsv>`: every page of the
 * filtered result through the same query cache, at most two requests at a
 * time, with a progress bar ("page 7 of 12") and Cancel.
 */
const meta = {
  title: 'Listings/CSV export',
  component: RealEstateBrowser,
  args: { serialNumber: storySerialNumber, locale: 'en-US', exportCsv: true, defaultView: 'table' },
} satisfies Meta<typeof RealEstateBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 10_000 };

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Download CSV' }, SLOW)).toBeEnabled();
  },
};

/** A slow service: the progress bar and Cancel while pages arrive. */
export const InProgress: Story = {
  name: 'In progress',
  beforeEach: () => {
    slowFake(400);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download CSV' }, { timeout: 15_000 }));
    await waitFor(() => expect(canvas.getByText(/^page \d+ of 12$/)).toBeInTheDocument(), { timeout: 15_000 });
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

export const InProgressDark: Story = {
  ...InProgress,
  name: 'In progress, dark theme',
  globals: { theme: 'dark' },
};
