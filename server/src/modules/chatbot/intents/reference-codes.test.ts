import { describe, expect, it } from 'vitest';
import { referenceCodeCandidates } from './reference-codes';

describe('referenceCodeCandidates', () => {
  it('finds a code anywhere, in any case', () => {
    expect(referenceCodeCandidates('My code is 7KQ4MZ2P.')).toEqual([{ code: '7KQ4MZ2P', strong: true }]);
    expect(referenceCodeCandidates('check 7kq4mz2p please')).toEqual([{ code: '7KQ4MZ2P', strong: true }]);
    expect(referenceCodeCandidates('ref#ABCDEFGH')).toEqual([{ code: 'ABCDEFGH', strong: true }]);
  });

  it('skips words with look-alike characters or the wrong length', () => {
    expect(referenceCodeCandidates('7KQ4MZ2O')).toEqual([]); // O is not in the alphabet
    expect(referenceCodeCandidates('7KQ4MZ21')).toEqual([]); // nor 1
    expect(referenceCodeCandidates('7KQ4MZ2')).toEqual([]);
    expect(referenceCodeCandidates('7KQ4MZ2PX')).toEqual([]);
  });

  it('treats lower-case words as weak and everyday words as no code', () => {
    expect(referenceCodeCandidates('what payments do you take')).toEqual([]);
    expect(referenceCodeCandidates('is my december booking ok')).toEqual([]);
    expect(referenceCodeCandidates('my code is abcdefgh')).toEqual([{ code: 'ABCDEFGH', strong: false }]);
  });
});
