// A failed CSV export in real Chromium with the library's stylesheet, over
// real HTTP against the loopback fake: the reason is on screen beside the
// button (not only in a visually hidden live region), and the button tries again.
import '../../src/styles.css';
import { createTestQueryClient } from '../support/queryClient';
import { render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ChatbotProvider, RealEstateBrowser } from 'chatbot-kit';
import { clearFaults, failNext, fakeServer, resetFake } from './fakeControl';

const SLOW = { timeout: 10_000 };
const text = (part: string) => document.querySelector(`[data-part="${part}"]`)?.textContent ?? '';

afterEach(async () => {
  await resetFake();
});

describe('a failed CSV export (Chromium, real HTTP, default styles)', () => {
  it('shows "The export failed." with the service\'s reason beside Download CSV, and Download CSV tries again', async () => {
    const queryClient = createTestQueryClient();
    render(
      <ChatbotProvider baseUrl={fakeServer.url} sessionKey={fakeServer.sessionKey} dangerouslyAllowBrowser queryClient={queryClient}>
        <RealEstateBrowser serialNumber={fakeServer.serialNumber} locale="en-US" exportCsv defaultView="table" />
      </ChatbotProvider>,
    );
    const start = await screen.findByRole('button', { name: 'Download CSV' }, SLOW);
    await waitFor(() => expect(text('announcement')).toBe('240 listings, page 1 of 12'), SLOW);
    // Page 1 is on screen; every page the export asks for from now on is refused.
    await failNext('realEstateList', { type: 'business', code: 4009, message: 'Export quota exceeded' }, 99);
    await userEvent.click(start);

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The export failed. Export quota exceeded');
    expect(alert.closest('[data-part="export"]')).toHaveAttribute('data-state', 'failed');
    // Seen, not only read out: laid out at text size, not clipped to a pixel.
    const box = alert.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(100);
    expect(box.height).toBeGreaterThan(10);
    expect(getComputedStyle(alert).clip).toBe('auto');
    // Said once: the polite status region stays quiet while the alert speaks.
    expect(text('export-announcement')).toBe('');
    expect(await axe.run(document.querySelector('[data-part="export"]')!).then((r) => r.violations)).toEqual([]);

    await clearFaults('realEstateList');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(text('export-announcement')).toBe('CSV ready: 240 listings'), SLOW);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
