import sharp from 'sharp';

/** A valid 1x1 PNG, for calls that need a logo but not a real one. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export async function imageBase64(
  format: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
): Promise<string> {
  const image = sharp({ create: { width, height, channels: 3, background: '#0b3d91' } });
  return (await image.toFormat(format).toBuffer()).toString('base64');
}
