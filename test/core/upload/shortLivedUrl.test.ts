// A PreUploadUrl signed for a few seconds (X-Amz-Expires=10) is PUT to at
// once, not refused as too old the moment it arrives.
import { describe, expect, it } from 'vitest';
import { createUploadQueue } from 'chatbot-kit/core';
import { createScriptedClient, fileOf, presignedUrl } from './helpers/scriptedClient';

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a short-lived presigned URL', () => {
  it('is PUT to once it arrives, and the file is reported', async () => {
    const script = createScriptedClient();
    const queue = createUploadQueue(script.client);
    queue.add([fileOf('short.bin', 10)]);
    await settle();
    const url = presignedUrl('34317', Date.now(), 10);
    script.pending('request').grant({ preUploadUrl: url });
    await settle();
    expect(script.requests()).toHaveLength(1);
    const put = script.pending('put');
    expect(put.url).toBe(url);
    put.ok();
    await settle();
    script.pending('report').ok();
    await queue.whenIdle();
    expect(queue.getState().items[0]).toMatchObject({ status: 'done', fileStoreId: '34317', urlRefreshes: 0 });
    queue.destroy();
  });
});
