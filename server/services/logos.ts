import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { m } from '../../common/i18n/messages';
import type { Tx } from '../db/client';
import { teamLogos, teams } from '../db/schema';
import { badRequest, HttpError } from '../lib/errors';

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MAX_SIDE = 256;
/**
 * The largest upload in pixels: a few KB of PNG can hold 40 megapixels, whose decoding takes
 * ~160 MB (RGBA) and ~90 ms. A phone photo under 1 MB stays well below it.
 */
export const UPLOAD_MAX_SIDE = 4096;
const UPLOAD_MAX_PIXELS = UPLOAD_MAX_SIDE * UPLOAD_MAX_SIDE;

export interface PreparedImage {
  data: Buffer;
  hash: string;
}

/** The file's own first bytes decide its type, never its name or the client's word. */
function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Checks an uploaded image (base64, optionally as a data URL) by content and size, and scales it
 * to at most 256 px as WebP, so every logo and board photo is small and served the same way.
 * `field` names the request field in the error sentences.
 */
export async function prepareImage(encoded: string, field: 'logo' | 'photo'): Promise<PreparedImage> {
  const base64 = encoded.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(base64))
    throw badRequest('invalid_image', `${field}: ${m.server_field_image_not_base64()}`);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badRequest('invalid_image', `${field}: ${m.server_field_image_empty()}`);
  if (bytes.length > LOGO_MAX_BYTES)
    throw new HttpError(413, 'image_too_large', `${field}: ${m.server_field_image_too_large()}`);
  if (!sniffImageType(bytes)) throw badRequest('invalid_image', `${field}: ${m.server_field_image_type()}`);
  // Loaded at the first upload, not at start (a faster cold start).
  const { default: sharp } = await import('sharp');
  // libvips would keep recently decoded images in its cache: memory a few uploads never give back.
  sharp.cache(false);
  // The header alone tells the size: a too large image is refused before it is decoded.
  const { width = 0, height = 0 } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > UPLOAD_MAX_PIXELS)
    throw badRequest(
      'invalid_image',
      `${field}: ${m.server_field_image_too_many_pixels({ side: UPLOAD_MAX_SIDE })}`,
    );
  let data: Buffer;
  try {
    data = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest('invalid_image', `${field}: ${m.server_field_image_unreadable()}`);
  }
  return { data, hash: createHash('sha256').update(data).digest('hex').slice(0, 16) };
}

export const prepareLogo = (encoded: string): Promise<PreparedImage> => prepareImage(encoded, 'logo');

/** The stored row of a prepared image (the table's content_type, data and hash columns). */
export const imageRow = (image: PreparedImage) => ({
  contentType: 'image/webp',
  data: image.data.toString('base64'),
  hash: image.hash,
});

/** The file name an uploaded image is served under: the hash changes the URL with every upload. */
export const IMAGE_FILE = /^(\d{1,9})-([a-f0-9]+)\.(png|jpe?g|webp)$/;

/** Stores the logo in the database (shared by every app instance) and points the team at it. */
export async function storeLogo(tx: Tx, teamId: number, logo: PreparedImage): Promise<string> {
  const url = `/logos/${teamId}-${logo.hash}.webp`;
  const row = { teamId, ...imageRow(logo) };
  await tx
    .insert(teamLogos)
    .values(row)
    .onConflictDoUpdate({
      target: teamLogos.teamId,
      set: { contentType: row.contentType, data: row.data, hash: row.hash },
    });
  await tx.update(teams).set({ logoUrl: url }).where(eq(teams.id, teamId));
  return url;
}
