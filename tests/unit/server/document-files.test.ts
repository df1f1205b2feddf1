import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import documentsData from '../../../flows/application/documents.json';
import { attachmentDisposition, cleanFileName, megabytes } from '../../../server/files/document-names';
import { diskFileStore } from '../../../server/files/file-store';
import { sniffDocument } from '../../../server/files/sniff-document';
import { EICAR_SIGNATURE, EICAR_TEST_STRING, sandboxVirusScanner } from '../../../server/files/virus-scan';

// The parts of a document upload that need no server: sniffing the bytes, the sandbox virus scan, the file store and
// the file names.

const ACCEPTED = documentsData.contentTypes;
const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffDocument', () => {
  it.each<[string, Buffer, string | null, boolean]>([
    ['a PNG', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'), 'image/png', true],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]), 'image/jpeg', true],
    ['a HEIC photo', bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic', Buffer.alloc(16).toString('latin1')), 'image/heic', true],
    ['a PDF', bytes('%PDF-1.7\n%%EOF\n'), 'application/pdf', true],
    ['a GIF (not an accepted kind)', bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]), 'image/gif', false],
    ['a ZIP archive', bytes('PK', [3, 4], 'rest'), 'application/zip', false],
    ['plain text', bytes('hello, this is not a picture'), null, false],
    ['nothing', Buffer.alloc(0), null, false],
  ])('%s', async (_label, content, contentType, accepted) => {
    expect(await sniffDocument(content, ACCEPTED)).toEqual({ accepted, contentType });
  });

  it('accepts only the kinds it is given', async () => {
    expect(await sniffDocument(bytes('%PDF-1.7\n'), ['image/png'])).toEqual({ accepted: false, contentType: 'application/pdf' });
  });
});

describe('the sandbox virus scanner', () => {
  const scanner = sandboxVirusScanner();

  it('knows the 68-byte EICAR test string', () => {
    expect(EICAR_TEST_STRING).toHaveLength(68);
    expect(EICAR_TEST_STRING.startsWith('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!')).toBe(true);
  });

  it.each<[string, Uint8Array]>([
    ['alone', bytes(EICAR_TEST_STRING)],
    ['inside a PDF', bytes('%PDF-1.4\n', EICAR_TEST_STRING, '\n%%EOF')],
    ['at the end of a view into a larger buffer', bytes('xx', EICAR_TEST_STRING).subarray(2)],
  ])('flags the EICAR string %s', async (_label, content) => {
    expect(await scanner.scan(content)).toEqual({ clean: false, signature: EICAR_SIGNATURE });
  });

  it.each<[string, Uint8Array]>([
    ['ordinary bytes', bytes('%PDF-1.4\nnothing to see\n%%EOF')],
    ['the EICAR string cut short', bytes(EICAR_TEST_STRING.slice(0, 67))],
    ['a view that stops before the string ends', bytes(EICAR_TEST_STRING).subarray(0, 60)],
    ['nothing', new Uint8Array()],
  ])('passes %s', async (_label, content) => {
    expect(await scanner.scan(content)).toEqual({ clean: true });
  });
});

describe('diskFileStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'heloc-file-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const store = diskFileStore(join(dir, 'nested', 'documents'));

  it('puts, gets, replaces and removes bytes by key, in the folder it creates', async () => {
    const key = '0b6f2a0e-2c5b-4a57-9a43-35a3b2f3c0de';
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('first'));
    await store.put(key, Buffer.from('second'));
    expect((await store.get(key))?.toString()).toBe('second');
    expect(readdirSync(join(dir, 'nested', 'documents'))).toEqual([key]);
    await store.remove(key);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    expect(readdirSync(join(dir, 'nested', 'documents'))).toEqual([]);
  });

  it.each(['../escape', 'a/b', 'a\\b', '..', '.hidden', '', 'name.png', 'x'.repeat(129)])('refuses the key %j', async (key) => {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/E_FILE_KEY/);
    await expect(store.get(key)).rejects.toThrow(/E_FILE_KEY/);
    await expect(store.remove(key)).rejects.toThrow(/E_FILE_KEY/);
  });
});

describe('document names', () => {
  it.each<[string | undefined, string]>([
    ['paystub.pdf', 'paystub.pdf'],
    ['C:\\Users\\jane\\Desktop\\w2.pdf', 'w2.pdf'],
    ['/home/jane/scans/../id front.jpg', 'id front.jpg'],
    ['  bad\u0000name\n.png  ', 'badname.png'],
    ['folder/', 'document'],
    [undefined, 'document'],
    [`${'é'.repeat(250)}.pdf`, 'é'.repeat(200)],
  ])('cleanFileName(%j) = %j', (name, expected) => {
    expect(cleanFileName(name)).toBe(expected);
  });

  it.each<[string, string]>([
    ['paystub.pdf', 'attachment; filename="paystub.pdf"'],
    ['my "best" \\ scan.png', 'attachment; filename="my _best_ _ scan.png"; filename*=UTF-8\'\'my%20%22best%22%20%5C%20scan.png'],
    ['reçu (1).pdf', 'attachment; filename="re_u (1).pdf"; filename*=UTF-8\'\'re%C3%A7u%20%281%29.pdf'],
  ])('attachmentDisposition(%j)', (name, expected) => {
    expect(attachmentDisposition(name)).toBe(expected);
  });

  it('counts megabytes as 1,000,000 bytes', () => {
    expect([10_000_000, 2_500_000, 1000].map(megabytes)).toEqual(['10', '2.5', '0.001']);
  });
});
