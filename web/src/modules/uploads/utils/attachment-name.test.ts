import { describe, expect, it } from 'vitest';
import { attachmentName } from './attachment-name';

describe('attachmentName', () => {
  it('prefers the UTF-8 filename*, so that an Arabic name survives', () => {
    const header = `attachment; filename="service-contract.png"; filename*=UTF-8''${encodeURIComponent('عقد-الخدمة.png')}`;

    expect(attachmentName(header)).toBe('عقد-الخدمة.png');
  });

  it('reads the plain filename when there is no filename*, quoted or not', () => {
    expect(attachmentName('attachment; filename="applications-2026-03-01.csv"')).toBe(
      'applications-2026-03-01.csv',
    );
    expect(attachmentName('attachment; filename=recu.pdf')).toBe('recu.pdf');
  });

  it('falls back to the plain filename when filename* is malformed, and answers null without a header', () => {
    expect(attachmentName(`attachment; filename="recu.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('recu.pdf');
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('inline')).toBeNull();
  });
});
