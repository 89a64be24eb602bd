import type { Page } from '@playwright/test';

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * Counts screenshot pixels near each colour. WebGL canvases cannot be read back after compositing,
 * so the browser decodes the screenshot PNG instead; no image library needed.
 */
export async function countColourPixels(
  page: Page,
  png: Buffer,
  colours: Record<string, string>,
): Promise<Record<string, number>> {
  const targets = Object.fromEntries(Object.entries(colours).map(([name, hex]) => [name, hexToRgb(hex)]));
  return page.evaluate(
    async ({ base64, targets }) => {
      const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const counts: Record<string, number> = Object.fromEntries(Object.keys(targets).map((name) => [name, 0]));
      for (let i = 0; i < data.length; i += 4) {
        for (const [name, [r, g, b]] of Object.entries(targets)) {
          if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 30) counts[name] += 1;
        }
      }
      return counts;
    },
    { base64: png.toString('base64'), targets },
  );
}
