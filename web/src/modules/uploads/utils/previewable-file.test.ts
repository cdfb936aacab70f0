import { describe, expect, it } from 'vitest';
import { previewableFile } from './previewable-file';

const bytes = '%PDF-1.7 <html><script>alert(1)</script></html>';

describe('previewableFile', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['image/jpeg', 'image'],
    ['image/png', 'image'],
  ] as const)('shows %s under that very type', async (type, preview) => {
    const file = previewableFile(new Blob([bytes], { type }));

    expect(file.preview).toBe(preview);
    expect(file.blob.type).toBe(type);
    expect(await file.blob.text()).toBe(bytes);
  });

  it.each(['text/html', 'image/svg+xml', 'application/xhtml+xml', ''])(
    'never shows %s: its bytes are only to save',
    async (type) => {
      const file = previewableFile(new Blob([bytes], { type }));

      expect(file.preview).toBeNull();
      expect(file.blob.type).toBe('application/octet-stream');
      expect(await file.blob.text()).toBe(bytes);
    },
  );
});
