import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noteWrite, SHARED_READ_MS, sharedRead } from '../../../src/api/shared-read';

// The profile is read by the session's checks and by the application host as one page mounts: one request serves
// both, but never across a write, another token, a failure or more than SHARED_READ_MS after it answered.

let clock = 0;
const now = () => clock;
/** A read that counts its requests and answers its number. */
function counting() {
  let n = 0;
  return vi.fn(async () => { n += 1; return n; });
}

beforeEach(() => {
  clock = 0;
  noteWrite();
});

describe('sharedRead', () => {
  it('answers a second reader while the first read is in flight, with one request', async () => {
    const read = counting();
    const [a, b] = await Promise.all([sharedRead('p', 't', read, now), sharedRead('p', 't', read, now)]);
    expect([a, b]).toEqual([1, 1]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a reader soon after the answer shares it', () => { clock += SHARED_READ_MS - 1; }, 't', 1, 1],
    ['a reader SHARED_READ_MS after the answer reads again', () => { clock += SHARED_READ_MS; }, 't', 2, 2],
    ['a write in between makes the next reader read again', () => { noteWrite(); }, 't', 2, 2],
    ['another token reads again', () => {}, 'other', 2, 2],
  ] as const)('%s', async (_label, between, token, answer, requests) => {
    const read = counting();
    await sharedRead('p', 't', read, now);
    between();
    await expect(sharedRead('p', token, read, now)).resolves.toBe(answer);
    expect(read).toHaveBeenCalledTimes(requests);
  });

  it('keeps other keys apart', async () => {
    const read = counting();
    await sharedRead('p', 't', read, now);
    await expect(sharedRead('q', 't', read, now)).resolves.toBe(2);
  });

  it('never shares a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(sharedRead('p', 't', read, now)).rejects.toThrow('down');
    await expect(sharedRead('p', 't', read, now)).resolves.toBe('up');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a read started before a write does not answer a reader after it, even while in flight', async () => {
    let answer!: (value: string) => void;
    const slow = vi.fn(() => new Promise<string>((resolve) => { answer = resolve; }));
    const first = sharedRead('p', 't', slow, now);
    noteWrite();
    const second = sharedRead('p', 't', async () => 'after the write', now);
    answer('before the write');
    await expect(first).resolves.toBe('before the write');
    await expect(second).resolves.toBe('after the write');
  });
});
