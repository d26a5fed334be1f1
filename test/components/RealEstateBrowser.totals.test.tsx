// Honest totals in three grades, beside the heading. VirtualCount
// is rewritten on its way from the fake to the client, since the contract does
// not say what it counts (docs/UPSTREAM.md): missing, zero, or smaller than seen.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RealEstateBrowser } from 'chatbot-kit';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import { withFake } from '../support/fake';

/** The browser on the fake, with VirtualCount replaced by `count()` (undefined: left out). */
function setup(count: () => number | undefined, labels = {}) {
  const service = createFakeChatbotService();
  const fake = withFake(service, {
    client: {
      fetch: async (input, init) => {
        const response = await service.fetch(input, init);
        if (!String(input).endsWith('/RealEstateList')) return response;
        const body = (await response.json()) as { Data: { VirtualCount?: number } };
        const value = count();
        if (value === undefined) delete body.Data.VirtualCount;
        else body.Data.VirtualCount = value;
        return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
      },
    },
  });
  fake.render(<RealEstateBrowser serialNumber={service.serialNumber} locale="en-US" prefetchNextPage={false} labels={labels} />);
  const range = () => document.querySelector('[data-part="range"]')?.textContent;
  return { user: userEvent.setup(), range };
}

describe('RealEstateBrowser — totals', () => {
  it('shows "1–20 of 240" when VirtualCount agrees with the page', async () => {
    const t = setup(() => 240);
    await waitFor(() => expect(t.range()).toBe('1–20 of 240'));
  });

  it('shows "of at least N" from the pages seen when VirtualCount is missing or zero, and never snaps back', async () => {
    let count: number | undefined = undefined; // missing at first, then 0
    const t = setup(() => count);
    await waitFor(() => expect(t.range()).toBe('1–20 of at least 20'));
    await t.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(t.range()).toBe('21–40 of at least 40'));
    count = 0;
    await t.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(t.range()).toBe('41–60 of at least 60'));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // Back on page 1, what was seen on page 3 still counts.
    await t.user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(t.range()).toBe('1–20 of at least 60'));
  });

  it('a count smaller than what was seen is not trusted, and the page stays', async () => {
    let count = 240;
    const t = setup(() => count);
    await waitFor(() => expect(t.range()).toBe('1–20 of 240'));
    await t.user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(t.range()).toBe('41–60 of 240'));
    count = 30;
    await t.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(t.range()).toBe('61–80 of at least 80'));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('takes its words from labels', async () => {
    const t = setup(() => undefined, {
      range: ({ first, last, total, isTotal }: { first: string; last: string; total: string; isTotal: boolean }) =>
        `${first}–${last} von ${isTotal ? '' : 'mindestens '}${total}`,
    });
    await waitFor(() => expect(t.range()).toBe('1–20 von mindestens 20'));
  });
});
