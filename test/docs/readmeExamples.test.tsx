// The README's quick starts and the recipes' examples (examples/readme/*), run
// against the fake service: each snippet does what its document says it does.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChatbotProxy } from 'chatbot-kit/server';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import { createFakeMswHandlers } from 'chatbot-kit/testing/msw';
import { PdfAttachments } from '../../examples/readme/CustomUploader';
import { GermanConsole } from '../../examples/readme/GermanConsole';
import { chatbotClient, ListingsPage, listingsLoader, queryClient as loaderQueryClient } from '../../examples/readme/listingsLoader';
import { AustinRentals, KnowledgeUpload } from '../../examples/readme/quick-start/hooks';
import { withFake } from '../support/fake';

const fake = createFakeChatbotService();

// The browser side of proxy mode, as in the README: '/api/chatbot' is
// createChatbotProxy in front of the fake, mounted in MSW. Every proxied
// operation is counted.
const proxied: string[] = [];
const proxy = createChatbotProxy({
  baseUrl: 'https://chatbot.test',
  secretKey: fake.secretKey,
  sessionKey: fake.sessionKey,
  basePath: '/api/chatbot',
  fetch: fake.fetch,
});
const server = setupServer(
  http.post(/\/api\/chatbot\//, ({ request }) => {
    proxied.push(new URL(request.url).pathname);
    return proxy(request);
  }),
  ...createFakeMswHandlers(fake),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fake.reset();
  proxied.length = 0;
});
afterAll(() => server.close());

/** A fresh client on the shared fake (its `fetch`, so jsdom's File bytes arrive intact) and a fresh QueryClient. */
function renderWithClient(ui: ReactElement) {
  return withFake(fake).render(ui);
}

describe('README quick start: hooks', () => {
  it('KnowledgeUpload uploads the chosen files and shows each FileStoreId', async () => {
    renderWithClient(<KnowledgeUpload />);
    await userEvent.upload(screen.getByLabelText('Knowledge files'), [
      new File(['opening hours'], 'hours.txt', { type: 'text/plain' }),
      new File(['returns'], 'returns.txt', { type: 'text/plain' }),
    ]);
    await waitFor(() => expect(fake.state.reports).toHaveLength(2));
    for (const id of fake.state.reports) expect(await screen.findByText(new RegExp(`FileStoreId ${id}$`))).toBeInTheDocument();
    expect([...fake.state.objects.values()].map((o) => o.size).sort((a, b) => a - b)).toEqual([7, 13]);
  });

  it('AustinRentals lists Austin rentals, ten to a page, and pages forward', async () => {
    renderWithClient(<AustinRentals serialNumber={fake.serialNumber} />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(10);
    for (const item of items) expect(item).toHaveTextContent(/ \/ month$/);
    const austinRentals = fake.allListings().filter((l) => l.City === 'Austin' && l.SaleType === 'For Rent');
    expect(screen.getByText(`Page 1 of ${Math.ceil(austinRentals.length / 10)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/^Page 2 of/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list')).toHaveTextContent(austinRentals[10]!.Address));
  });
});

describe('README recipe: a custom upload UI on useFileUpload', () => {
  it('uploads a PDF and hands its FileStoreId to onAttached', async () => {
    const onAttached = vi.fn();
    const { container } = renderWithClient(<PdfAttachments onAttached={onAttached} />);
    await userEvent.upload(container.querySelector('input[type="file"]')!, new File(['%PDF-1.4'], 'terms.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onAttached).toHaveBeenCalledTimes(1));
    expect(onAttached).toHaveBeenCalledWith(fake.state.reports[0]);
    // onAttached fires with the event; the list catches up at the store's next notification.
    expect(await screen.findByRole('button', { name: 'Remove terms.pdf' })).toBeInTheDocument();
  });

  it('shows why a file was refused, without any request', async () => {
    const { container } = renderWithClient(<PdfAttachments onAttached={vi.fn()} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(container.querySelector('input[type="file"]')!, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^photo\.png: /);
    expect(fake.state.requests).toHaveLength(0);
  });

  it('refuses an Office temp file with its validator\'s message, without any request', async () => {
    const { container } = renderWithClient(<PdfAttachments onAttached={vi.fn()} />);
    await userEvent.upload(container.querySelector('input[type="file"]')!, new File(['%PDF-1.4'], '~$terms.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('~$terms.pdf: Office temp files are not uploaded');
    expect(fake.state.requests).toHaveLength(0);
  });
});

describe('README recipe: prefetching listings in a route loader', () => {
  it('renders the first page from the cache the loader filled, with no second request for it', async () => {
    const { serialNumber } = await listingsLoader({ params: { serialNumber: fake.serialNumber } });
    expect(proxied).toEqual(['/api/chatbot/chat/Chatbot/RealEstateList']);
    render(<ListingsPage serialNumber={serialNumber} />);
    // No loading state: the cards are there in the first render.
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByText('Loading listings…')).toBeNull();
    // Only the prefetch of page 2 follows.
    await waitFor(() => expect(proxied).toHaveLength(2));
    expect(loaderQueryClient.getQueryCache().findAll().map((q) => q.queryKey[4] as number).sort()).toEqual([1, 2]);
    expect(chatbotClient.scopeId).toBeTruthy();
    loaderQueryClient.clear();
  });
});

describe('README recipe: i18n', () => {
  it('shows the German labels and formats numbers for de-DE', async () => {
    renderWithClient(<GermanConsole serialNumber={fake.serialNumber} />);
    expect(screen.getByRole('button', { name: 'Dateien auswählen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Immobilien' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Angebotsart' })).toBeInTheDocument();
    await waitFor(() => expect(document.body).toHaveTextContent('240 Immobilien, Seite 1 von 12'));
    const firstCard = (await screen.findAllByRole('article'))[0]!;
    // de-DE groups thousands with a dot: $903.000, not $903,000.
    expect(within(firstCard).getByText(/^\$\d{1,3}(\.\d{3})+( \/ Monat)?$/)).toBeInTheDocument();
  });
});
