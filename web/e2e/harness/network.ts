import type { Page } from 'playwright-core';

/**
 * A control that slows what the page sends to so many bytes a second (Chromium's network emulation
 * throttles uploads too), so that an upload lasts long enough to be watched, cancelled or cut;
 * `null` lifts it.
 */
export async function uploadThrottle(page: Page): Promise<(bytesPerSecond: number | null) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return async (bytesPerSecond) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond ?? -1,
    });
  };
}
