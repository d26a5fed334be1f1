// Focus after a control goes with focus on it, in real Chromium (which takes
// focus off a removed or disabled element in its own way): a file row's
// Retry and Remove, the results' "Try again", the filter bar's Clear.
// test/components covers every case in jsdom, with React 18 and 19.
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { BusinessError, type UploadItem } from 'chatbot-kit/core';
import { ListingFilterBar, ListingGrid, UploadList, type ListingFilterDraft } from 'chatbot-kit';
import { makeListing } from '../core/listings/fixtures';
import { makeUploadItem } from '../core/upload/helpers/makeUploadItem';

/** Tabs forward until `target` has focus (at most 40 stops). */
async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== target; i++) await userEvent.tab();
  expect(document.activeElement).toBe(target);
}

const button = (name: string) => screen.getByRole('button', { name });

function Files() {
  const [files, setFiles] = useState<UploadItem[]>(() => [makeUploadItem('error', { name: 'a.png' }), makeUploadItem('done', { name: 'b.png' })]);
  const swap = (id: string, status: 'queued' | 'canceled') =>
    setFiles((list) => list.map((item) => (item.id === id ? makeUploadItem(status, { name: item.name, id }) : item)));
  return (
    <UploadList
      files={files}
      onRetryItem={({ id }) => swap(id, 'queued')}
      onCancelItem={({ id }) => swap(id, 'canceled')}
      onRemoveItem={({ id }) => setFiles((list) => list.filter((item) => item.id !== id))}
    />
  );
}

function Results() {
  const [failed, setFailed] = useState(true);
  const error = failed ? new BusinessError('RealEstateList', { code: 9, message: 'busy', version: '1' }) : undefined;
  return (
    <>
      <h2 id="homes">Homes</h2>
      <ListingGrid items={failed ? [] : [makeListing(1)]} error={error} onRetry={() => setFailed(false)} aria-labelledby="homes" />
    </>
  );
}

function Filters() {
  const [value, setValue] = useState<ListingFilterDraft>({ cityName: 'Austin', mlsNumber: '', saleType: '' });
  return <ListingFilterBar value={value} onValueChange={setValue} />;
}

describe('focus hand-off in Chromium', () => {
  it('a file row: Retry → its Cancel, Cancel → its Retry, Remove → the next row', async () => {
    render(<Files />);
    await tabTo(button('Retry a.png'));
    await userEvent.keyboard('{Enter}');
    expect(button('Cancel a.png')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(button('Retry a.png')).toHaveFocus();
    await userEvent.tab();
    expect(button('Remove a.png')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button('Remove b.png')).toHaveFocus();
  });

  it('"Try again" → the results heading; the filter bar\'s Clear → City', async () => {
    render(
      <>
        <Filters />
        <Results />
      </>,
    );
    await tabTo(button('Try again'));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Homes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Homes' })).toHaveFocus();
    await tabTo(button('Clear'));
    await userEvent.keyboard('{Enter}');
    expect(button('Clear')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
  });
});
