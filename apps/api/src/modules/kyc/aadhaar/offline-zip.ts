import { AADHAAR_ZIP_MAX_BYTES } from '@app/contract';
import { configure, type Entry, type FileEntry, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import { AppError } from '../../../http/app-error';

// Inside the API process: no web workers (zip.js would look for them), native streams only.
configure({ useWebWorkers: false });

/** UIDAI's XML is tens of kB with the photo: 2 MB uncompressed is room, not a target, and caps a zip bomb. */
export const AADHAAR_XML_MAX_BYTES = 2 * 1024 * 1024;
/** UIDAI's ZIP holds one XML file; a few entries more is not a UIDAI file. */
const MAX_ENTRIES = 4;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

class TooLarge extends Error {}

/**
 * Opens UIDAI's offline e-KYC ZIP (AES-encrypted with the share code) and
 * returns its XML text. Sizes are read before anything is inflated: the
 * upload's length, then each entry's declared size; while inflating, the
 * bytes are counted and the read stops past the limit, whatever the header
 * claimed. Errors: KYC_FILE_TOO_LARGE, KYC_ZIP_INVALID (not a ZIP, not
 * encrypted, no XML), KYC_SHARE_CODE_INCORRECT.
 */
export async function openOfflineZip(
  zip: Uint8Array,
  shareCode: string,
  limits: { zipBytes?: number; xmlBytes?: number } = {},
): Promise<string> {
  const zipLimit = limits.zipBytes ?? AADHAAR_ZIP_MAX_BYTES;
  const xmlLimit = limits.xmlBytes ?? AADHAAR_XML_MAX_BYTES;
  if (zip.length > zipLimit) throw new AppError('KYC_FILE_TOO_LARGE');
  if (zip.length < 22 || ZIP_MAGIC.some((byte, i) => zip[i] !== byte)) throw new AppError('KYC_ZIP_INVALID');

  const reader = new ZipReader(new Uint8ArrayReader(zip));
  try {
    let entries: Entry[];
    try {
      entries = await reader.getEntries();
    } catch {
      throw new AppError('KYC_ZIP_INVALID');
    }
    const files = entries.filter((e): e is FileEntry => !e.directory);
    const xml = files.filter((e) => e.filename.toLowerCase().endsWith('.xml'));
    const entry = xml[0];
    if (entries.length > MAX_ENTRIES || xml.length !== 1 || !entry) throw new AppError('KYC_ZIP_INVALID');
    // UIDAI's ZIP is always protected by the share code: an open one was made by someone else.
    if (!entry.encrypted) throw new AppError('KYC_ZIP_INVALID');
    if (entry.uncompressedSize > xmlLimit) throw new AppError('KYC_FILE_TOO_LARGE');
    return await inflateCounted(entry, shareCode, xmlLimit);
  } finally {
    await reader.close().catch(() => undefined);
  }
}

async function inflateCounted(entry: FileEntry, shareCode: string, limit: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const sink = new WritableStream<Uint8Array>({
    write(chunk) {
      total += chunk.length;
      if (total > limit) throw new TooLarge();
      chunks.push(chunk);
    },
  });
  try {
    await entry.getData(sink, { password: shareCode });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof TooLarge || total > limit) throw new AppError('KYC_FILE_TOO_LARGE');
    if (err instanceof Error && err.message === 'Invalid password')
      throw new AppError('KYC_SHARE_CODE_INCORRECT');
    throw new AppError('KYC_ZIP_INVALID');
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
  return text;
}
