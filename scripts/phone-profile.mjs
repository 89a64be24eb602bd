// Lighthouse's mobile profile (a mid-range phone on a slow 4G line), applied to a Chromium page through the DevTools
// protocol: the one definition the first-visit e2e and the bench's first-visit and waterfall figures share.

/** CPU four times slower, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
export const PHONE_PROFILE = Object.freeze({
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerS: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerS: (750 * 1024) / 8,
});

/** Applies the profile to a CDP session of one page; returns the session with the network domain enabled. */
export async function applyPhoneProfile(cdp, { cpu = true } = {}) {
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerS,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerS,
  });
  return cdp;
}
