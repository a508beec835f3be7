import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('reads at a glance', () => {
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(14 * 1024 + 300)).toBe('14 KB');
    expect(formatFileSize(1.84 * 1024 * 1024)).toBe('1.8 MB');
    expect(formatFileSize(312 * 1024 * 1024)).toBe('312 MB');
    expect(formatFileSize(2.3 * 1024 ** 3)).toBe('2.3 GB');
  });
});
