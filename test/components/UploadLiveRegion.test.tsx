import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadLiveRegion } from '../../src/components/upload/UploadLiveRegion';
import { diffUploads } from '../../src/components/upload/diffUploads';
import { defaultUploadLabels } from '../../src/components/upload/uploadLabels';
import type { FileRejection } from '../../src/core/upload/types';
import { makeUploadItem } from '../core/upload/helpers/makeUploadItem';

const a = (status: Parameters<typeof makeUploadItem>[0]) => makeUploadItem(status, { name: 'a.png' });
const b = (status: Parameters<typeof makeUploadItem>[0]) => makeUploadItem(status, { name: 'b.pdf' });
const rejection = (name: string): FileRejection => ({
  file: new File([], name),
  errors: [{ code: 'file-invalid-type', message: 'File type must be image/*' }],
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('UploadLiveRegion', () => {
  it('is a polite status region that starts silent, even with files already there', () => {
    render(<UploadLiveRegion files={[a('uploading')]} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('announces files added, refused, uploaded and failed', () => {
    const { rerender } = render(<UploadLiveRegion files={[]} />);
    const region = screen.getByRole('status');
    rerender(<UploadLiveRegion files={[a('queued')]} rejections={[rejection('virus.exe')]} />);
    expect(region).toHaveTextContent('a.png added. virus.exe not added.');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    rerender(<UploadLiveRegion files={[a('done')]} rejections={[rejection('virus.exe')]} />);
    expect(region).toHaveTextContent('a.png uploaded.');
  });

  it('throttles: changes within a second are merged into one later announcement', () => {
    const { rerender } = render(<UploadLiveRegion files={[]} />);
    const region = screen.getByRole('status');
    rerender(<UploadLiveRegion files={[a('queued')]} />);
    expect(region).toHaveTextContent('a.png added.');
    rerender(<UploadLiveRegion files={[a('uploading'), b('queued')]} />);
    rerender(<UploadLiveRegion files={[a('done'), b('error')]} />);
    expect(region).toHaveTextContent('a.png added.');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(region).toHaveTextContent('a.png added.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region).toHaveTextContent('b.pdf added. a.png uploaded. b.pdf failed.');
  });

  it('never announces progress', () => {
    const { rerender } = render(<UploadLiveRegion files={[a('uploading')]} />);
    rerender(<UploadLiveRegion files={[makeUploadItem('uploading', { name: 'a.png', percent: 80 })]} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('diffUploads', () => {
  it('sees new ids and status changes to done or error', () => {
    const before = diffUploads(new Map(), [a('uploading'), b('uploading')]).seen;
    expect(diffUploads(before, [a('done'), b('error')]).changes).toEqual({ added: [], uploaded: ['a.png'], failed: ['b.pdf'] });
    expect(diffUploads(before, [a('uploading'), b('uploading')]).changes).toEqual({ added: [], uploaded: [], failed: [] });
  });
});

describe('defaultUploadLabels.announcement', () => {
  it('counts instead of naming when many files are involved', () => {
    expect(
      defaultUploadLabels.announcement({
        added: ['1', '2', '3', '4', '5'],
        rejected: [],
        uploaded: ['1', '2', '3', '4'],
        failed: ['x', 'y'],
      }),
    ).toBe('5 files added. 4 files uploaded. x, y failed.');
  });
});
