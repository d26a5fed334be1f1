// useListingExport on the real client and the fake service: what a failed
// export leaves for a headless UI to show.
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusinessError } from 'chatbot-kit';
import { useListingExport } from 'chatbot-kit';
import { setupFake } from '../support/fake';

function setup() {
  const fake = setupFake();
  const view = fake.renderHook(() => useListingExport({ serialNumber: fake.service.serialNumber, pageSize: 20 }));
  return { ...fake, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useListingExport', () => {
  it("keeps the error of a failed export: the service's own message, typed", async () => {
    const { result, service } = setup();
    service.faults.failNext('realEstateList', { type: 'business', code: 4009, message: 'Export quota exceeded' }, 99);
    act(() => result.current.start());
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    const { state } = result.current;
    if (state.status !== 'failed') throw new Error('not failed');
    expect(state.error).toBeInstanceOf(BusinessError);
    expect((state.error as BusinessError).serviceMessage).toBe('Export quota exceeded');
    expect((state.error as BusinessError).businessCode).toBe(4009);
  });

  it('starting again after a failure drops the error and can succeed', async () => {
    const { result, service } = setup();
    service.faults.failNext('realEstateList', { type: 'business', message: 'Service is busy' }, 99);
    act(() => result.current.start());
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    service.faults.reset();
    const createUrl = vi.fn(() => 'blob:test');
    // jsdom has no object URLs: the download's own URL calls, stubbed.
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = createUrl;
      static override revokeObjectURL = vi.fn();
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    act(() => result.current.start());
    expect(result.current.state).toEqual({ status: 'running', progress: null });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'done', rows: 240 }));
    expect(createUrl).toHaveBeenCalledTimes(1);
    // No fileName given: the default name.
    expect(downloads).toEqual(['listings.csv']);
  });
});
