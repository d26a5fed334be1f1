import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RealEstateBrowser } from '../src/components/RealEstateBrowser';
import { fakeService, slowFake, storySerialNumber } from './support/fakeService';

/**
 * "Download CSV" in `<RealEstateBrowser exportCsv>`: every page of the
 * filtered result through the same query cache, at most two requests at a
 * time, with a progress bar ("page 7 of 12") and Cancel; a failure shows its
 * reason beside the button, which tries again.
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

/**
 * The service refuses the pages the export asks for (page 1, on screen, comes
 * from the cache): "The export failed." and the service's message, visible and
 * announced beside the button, which tries again.
 */
export const Failed: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const start = await canvas.findByRole('button', { name: 'Download CSV' }, SLOW);
    await waitFor(() => expect(canvasElement.querySelector('[data-part="announcement"]')).toHaveTextContent(/page 1 of 12/), SLOW);
    fakeService.faults.failNext('realEstateList', { type: 'business', code: 4009, message: 'Export quota exceeded' }, 99);
    await userEvent.click(start);
    const exportPart = canvasElement.querySelector<HTMLElement>('[data-part="export"]')!;
    const alert = await within(exportPart).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('The export failed. Export quota exceeded');
    await expect(alert).toBeVisible();
    await expect(within(exportPart).getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

export const FailedDark: Story = {
  ...Failed,
  name: 'Failed, dark theme',
  globals: { theme: 'dark' },
};
