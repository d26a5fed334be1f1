import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the warning is once per page (module state).
const load = async () => {
  vi.resetModules();
  return (await import('../../../../src/core/upload/persist/warnStorageFailure')).warnStorageFailure;
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('warnStorageFailure (IndexedDB unusable, uploads go on in memory)', () => {
  it('warns once per page in development, naming the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const warnStorageFailure = await load();
    warnStorageFailure(new DOMException('quota', 'QuotaExceededError'));
    warnStorageFailure(new Error('again'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/not kept across reloads \(IndexedDB failed: QuotaExceededError: quota\)/);
  });

  it('says nothing in a production build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const warnStorageFailure = await load();
    warnStorageFailure(new Error('blocked'));
    expect(warn).not.toHaveBeenCalled();
  });
});
