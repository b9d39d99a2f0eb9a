import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import type { BlobStore } from '@/lib/storage/storage.ts';
import { HOME_IMAGE_WIDTHS, type HomeImage, type HomeImagePurpose, type HomeImageVariant } from '@customer-hub/contract/home-content';

const DAY_SECONDS = 86_400;
/** Images larger than this many pixels are refused before they are decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 80_000_000;

export interface EncodedVariant {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded photo or logo to WebP at the purpose's two widths (never enlarged),
 * turned upright by its EXIF orientation and without its metadata (camera, GPS).
 */
export async function encodeVariants(input: Buffer, purpose: HomeImagePurpose): Promise<{ large: EncodedVariant; small: EncodedVariant }> {
  const [largeWidth, smallWidth] = HOME_IMAGE_WIDTHS[purpose];
  const encode = async (width: number): Promise<EncodedVariant> => {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: purpose === 'logo' ? 90 : 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  };
  return { large: await encode(largeWidth), small: await encode(smallWidth) };
}

/** Stores both variants; the keys are new each time, so what an address serves never changes. */
export async function storeVariants(storage: BlobStore, variants: { large: EncodedVariant; small: EncodedVariant }) {
  const base = `home/${randomUUID()}`;
  const largeKey = `${base}-large.webp`;
  const smallKey = `${base}-small.webp`;
  await storage.put(largeKey, variants.large.bytes, 'image/webp');
  try {
    await storage.put(smallKey, variants.small.bytes, 'image/webp');
  } catch (e) {
    await storage.delete(largeKey).catch(() => undefined);
    throw e;
  }
  return { largeKey, smallKey, contentHash: createHash('sha256').update(variants.large.bytes).digest('hex') };
}

export interface ImageRow {
  id: string;
  largeWidth: number;
  smallWidth: number;
  height: number;
}

/**
 * Signs image addresses: `<img>` sends no bearer token, so the address itself carries the right to
 * read the image, given only to callers the item was shown to. An address stays the same for a day
 * (its expiry is the end of the next UTC day), so browsers and the page reuse it.
 */
export class ImageSigner {
  constructor(private readonly key: Buffer) {}

  private mac(id: string, variant: HomeImageVariant, exp: number): string {
    return createHmac('sha256', this.key).update(`${id.toLowerCase()}.${variant}.${exp}`).digest('base64url').slice(0, 32);
  }

  url(id: string, variant: HomeImageVariant, now = Date.now()): string {
    const exp = (Math.floor(now / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
    return `/api/home-images/${id}/${variant}?exp=${exp}&sig=${this.mac(id, variant, exp)}`;
  }

  /** Seconds the address is still valid for, or undefined when it is altered or expired. */
  verify(id: string, variant: HomeImageVariant, exp: number, sig: string, now = Date.now()): number | undefined {
    const expected = Buffer.from(this.mac(id, variant, exp));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const left = exp - Math.floor(now / 1000);
    return left > 0 ? left : undefined;
  }

  present(row: ImageRow | null | undefined): HomeImage | null {
    if (!row) return null;
    return { id: row.id, large: this.url(row.id, 'large'), largeWidth: row.largeWidth, small: this.url(row.id, 'small'), smallWidth: row.smallWidth, height: row.height };
  }
}
