import { MAX_IMAGE_BYTES, MESSAGES, checkImageFile, sniffImageType } from '../imageCheck';

const file = (bytes: number[], type: string, name = 'x') => new File([new Uint8Array(bytes)], name, { type });

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and both TIFF byte orders', async () => {
    expect(await checkImageFile(file([0xff, 0xd8, 0xff, 0xe0, 1], 'image/jpeg'))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(await checkImageFile(file([0x89, 0x50, 0x4e, 0x47, 0x0d], 'image/png'))).toEqual({ ok: true, type: 'image/png' });
    expect(await checkImageFile(file([0x49, 0x49, 0x2a, 0x00, 8], 'image/tiff'))).toEqual({ ok: true, type: 'image/tiff' });
    expect(await checkImageFile(file([0x4d, 0x4d, 0x00, 0x2a, 8], 'image/tiff'))).toEqual({ ok: true, type: 'image/tiff' });
  });

  it('refuses a GIF by its type', async () => {
    expect(await checkImageFile(file([0x47, 0x49, 0x46, 0x38], 'image/gif'))).toEqual({ ok: false, message: MESSAGES.type });
  });

  it('refuses a text file renamed to .png by its leading bytes', async () => {
    expect(await checkImageFile(file([...Buffer.from('hello world')], 'image/png', 'notes.png'))).toEqual({
      ok: false,
      message: MESSAGES.bytes,
    });
  });

  it('refuses empty and oversized files', async () => {
    expect(await checkImageFile(file([], 'image/png'))).toEqual({ ok: false, message: MESSAGES.empty });
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(await checkImageFile(big)).toEqual({ ok: false, message: MESSAGES.size });
  });

  it('sniffs nothing from short or unknown heads', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x42, 0x4d, 0, 0]))).toBeNull();
  });
});
