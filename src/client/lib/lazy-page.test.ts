import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Page = () => null;

describe('lazyPage', () => {
  it('downloads a page once however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ Page }));
    const page = lazyPage(load, 'Page');
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Page });
    const page = lazyPage(load, 'Page');
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toEqual({ Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
