import { describe, expect, it } from 'vitest';
import { dataTime, noteDataTime, shareKeepingTime, wantsInstallHint } from './pwa';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('the iPhone add-to-home-screen hint', () => {
  it('shows in iPhone Safari only, until closed, and not in the installed app', () => {
    expect(wantsInstallHint(IPHONE_SAFARI, false, false)).toBe(true);
    expect(wantsInstallHint(IPHONE_SAFARI, true, false)).toBe(false);
    expect(wantsInstallHint(IPHONE_SAFARI, false, true)).toBe(false);
    expect(wantsInstallHint(IPHONE_CHROME, false, false)).toBe(false);
    // Android's browsers have their own install prompt.
    expect(wantsInstallHint(ANDROID_CHROME, false, false)).toBe(false);
  });
});

describe('the time of the answers shown', () => {
  it('follows an answer through structural sharing, and a fresh answer has none', () => {
    const cached = { seasons: [1, 2] };
    noteDataTime(cached, 1000);
    // The same answer again from the network: the query keeps its object, which is now fresh.
    const before = { seasons: [1, 2] };
    noteDataTime(before, 500);
    const kept = shareKeepingTime(before, { seasons: [1, 2] });
    expect(kept).toBe(before);
    expect(dataTime(kept)).toBeUndefined();
    // A cached answer replacing an equal one carries its time to the object kept.
    const shared = shareKeepingTime({ seasons: [1, 2] }, cached);
    expect(dataTime(shared)).toBe(1000);
  });
});
