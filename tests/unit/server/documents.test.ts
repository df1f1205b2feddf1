import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import documentsData from '../../../flows/application/documents.json';
import { EICAR_TEST_STRING } from '../../../server/files/virus-scan';
import { appPath, startApplication, testApp } from './helpers';

// The borrower's documents of an application (docs/application-lifecycle.md §3): upload, list, download, delete, and
// the refusals in their order (type known, size, sniffed kind, virus scan), each with its stable code.

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A minimal PDF. */
const pdf = (body = '') => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

type FilePart = { name: string; bytes: Buffer; type?: string; field?: string };

/** A multipart/form-data body with text fields and files, as a browser's FormData sends it. */
function formData(fields: Record<string, string>, ...files: FilePart[]) {
  const boundary = `----heloc-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
      file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The document calls of one application with one borrower's bearer header. */
function documentCalls(app: FastifyInstance, authorization: string, uuid: string) {
  const base = `${appPath(uuid)}/documents`;
  return {
    upload: (fields: Record<string, string>, ...files: FilePart[]) => {
      const body = formData(fields, ...files);
      return app.inject({ method: 'POST', url: base, payload: body.payload, headers: { authorization, ...body.headers } });
    },
    list: () => app.inject({ url: base, headers: { authorization } }),
    download: (id: string) => app.inject({ url: `${base}/${id}`, headers: { authorization } }),
    remove: (id: string) => app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: { authorization } }),
  };
}

const errorOf = (res: { json: () => unknown }) => (res.json() as { errors: { code: string; message: string; field?: string }[] }).errors[0];
const pause = () => new Promise((r) => setTimeout(r, 5));

describe('documents of an application', () => {
  let app: FastifyInstance;
  let dir: string;
  let owner: Awaited<ReturnType<typeof startApplication>>;
  let calls: ReturnType<typeof documentCalls>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'heloc-documents-test-'));
    app = await testApp({ documentsDir: dir });
    owner = await startApplication(app);
    calls = documentCalls(app, owner.authorization, owner.uuid);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('uploads, lists newest first, downloads, shows in the application and deletes', async () => {
    const png = await calls.upload({ documentType: 'DRIVERS_LICENSE_FRONT' }, { name: '../scans/führerschein; front.png', bytes: PNG, type: 'image/png' });
    expect(png.statusCode).toBe(201);
    expect(png.json()).toEqual({
      uuid: expect.any(String), documentType: 'DRIVERS_LICENSE_FRONT', fileName: 'führerschein; front.png', contentType: 'image/png',
      sizeBytes: PNG.length, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await pause();
    // The browser's claim and the name say PNG; the bytes say PDF, and the bytes decide.
    const paystub = pdf();
    const doc = await calls.upload({ documentType: 'PAYSTUB' }, { name: 'paystub.png', bytes: paystub, type: 'image/png' });
    expect(doc.statusCode).toBe(201);
    expect(doc.json()).toMatchObject({ documentType: 'PAYSTUB', fileName: 'paystub.png', contentType: 'application/pdf', sizeBytes: paystub.length });
    expect(readdirSync(dir)).toHaveLength(2);

    const listed = await calls.list();
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ documents: [doc.json(), png.json()] });

    const download = await calls.download(png.json().uuid);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png', 'content-disposition': 'attachment; filename="f_hrerschein; front.png"; filename*=UTF-8\'\'f%C3%BChrerschein%3B%20front.png',
      'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
    });
    const pdfDownload = await calls.download(doc.json().uuid);
    expect(pdfDownload.headers['content-type']).toBe('application/pdf');
    expect(pdfDownload.headers['content-disposition']).toBe('attachment; filename="paystub.png"');
    expect(pdfDownload.rawPayload.equals(paystub)).toBe(true);

    const application = (await app.inject({ url: appPath(owner.uuid), headers: { authorization: owner.authorization } })).json();
    expect(application.documents).toEqual([doc.json(), png.json()]);

    const removed = await calls.remove(png.json().uuid);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await calls.list()).json().documents).toEqual([doc.json()]);
    expect((await calls.download(png.json().uuid)).statusCode).toBe(404);
    expect((await calls.remove(png.json().uuid)).statusCode).toBe(404);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it.each<[string, Record<string, string>, FilePart, number, string, string]>([
    ['an unknown document type', { documentType: 'SELFIE' }, { name: 'a.png', bytes: PNG }, 400, 'DOCUMENT_TYPE_UNKNOWN', 'documentType'],
    ['no document type', {}, { name: 'a.png', bytes: PNG }, 400, 'DOCUMENT_TYPE_UNKNOWN', 'documentType'],
    ['an inherited property as the type', { documentType: 'constructor' }, { name: 'a.png', bytes: PNG }, 400, 'DOCUMENT_TYPE_UNKNOWN', 'documentType'],
    ['a text file named x.png', { documentType: 'W2' }, { name: 'x.png', bytes: Buffer.from('just some text, not a picture'), type: 'image/png' }, 400, 'DOCUMENT_TYPE_REFUSED', 'file'],
    ['an empty file', { documentType: 'W2' }, { name: 'x.pdf', bytes: Buffer.alloc(0) }, 400, 'DOCUMENT_TYPE_REFUSED', 'file'],
    ['a ZIP archive', { documentType: 'W2' }, { name: 'x.pdf', bytes: Buffer.from('PK\x03\x04rest of an archive', 'latin1') }, 400, 'DOCUMENT_TYPE_REFUSED', 'file'],
    ['a PDF carrying the EICAR test string', { documentType: 'TAX_RETURN' }, { name: 'return.pdf', bytes: pdf(EICAR_TEST_STRING) }, 400, 'DOCUMENT_INFECTED', 'file'],
    ['a file in another field', { documentType: 'W2' }, { name: 'a.png', bytes: PNG, field: 'upload' }, 400, 'BAD_REQUEST', 'file'],
  ])('refuses %s and stores nothing', async (_label, fields, file, status, code, field) => {
    const before = (await calls.list()).json().documents;
    const res = await calls.upload(fields, file);
    expect(res.statusCode).toBe(status);
    expect(errorOf(res)).toMatchObject({ code, field, message: expect.any(String) });
    expect((await calls.list()).json().documents).toEqual(before);
  });

  it('answers refusals in the words of server/fixtures/messages.json', async () => {
    expect(errorOf(await calls.upload({ documentType: 'W2' }, { name: 'x.png', bytes: Buffer.from('text') })).message).toBe('Please upload a JPG, PNG, HEIC or PDF file.');
    expect(errorOf(await calls.upload({ documentType: 'W2' }, { name: 'x.pdf', bytes: pdf(EICAR_TEST_STRING) })).message)
      .toBe('The file could not be accepted. Please upload another copy.');
  });

  it('checks the document type before the content', async () => {
    const res = await calls.upload({ documentType: 'NOPE' }, { name: 'x.txt', bytes: Buffer.from('text') });
    expect(errorOf(res).code).toBe('DOCUMENT_TYPE_UNKNOWN');
  });

  it('refuses a body that is not one multipart file', async () => {
    const json = await app.inject({ method: 'POST', url: `${appPath(owner.uuid)}/documents`, headers: { authorization: owner.authorization }, payload: { documentType: 'W2' } });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).code).toBe('BAD_REQUEST');
    const two = await calls.upload({ documentType: 'W2' }, { name: 'a.png', bytes: PNG }, { name: 'b.png', bytes: PNG });
    expect(two.statusCode).toBe(400);
    expect(errorOf(two).code).toBe('BAD_REQUEST');
  });

  it('answers 404 to another borrower on every call, and keeps the document', async () => {
    const kept = (await calls.upload({ documentType: 'BANK_STATEMENT' }, { name: 'statement.pdf', bytes: pdf() })).json();
    const stranger = await startApplication(app);
    const theirs = documentCalls(app, stranger.authorization, owner.uuid);
    for (const res of [await theirs.list(), await theirs.download(kept.uuid), await theirs.remove(kept.uuid), await theirs.upload({ documentType: 'W2' }, { name: 'a.png', bytes: PNG })]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    // Their own application does not reach the owner's document either.
    const ownApp = documentCalls(app, stranger.authorization, stranger.uuid);
    expect((await ownApp.download(kept.uuid)).statusCode).toBe(404);
    expect((await ownApp.remove(kept.uuid)).statusCode).toBe(404);
    expect((await ownApp.list()).json()).toEqual({ documents: [] });
    expect((await calls.download(kept.uuid)).statusCode).toBe(200);
  });

  it('needs a signed-in borrower', async () => {
    const res = await app.inject({ url: `${appPath(owner.uuid)}/documents` });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHORIZED');
  });
});

describe('document limits and scanner', () => {
  it('refuses a file over maxBytes with DOCUMENT_TOO_LARGE and takes one of exactly maxBytes', async () => {
    const app = await testApp({ maxDocumentBytes: 1000 });
    try {
      const { authorization, uuid } = await startApplication(app);
      const calls = documentCalls(app, authorization, uuid);
      const exact = Buffer.concat([PNG, Buffer.alloc(1000 - PNG.length)]);
      expect((await calls.upload({ documentType: 'PAYSTUB' }, { name: 'a.png', bytes: exact })).statusCode).toBe(201);
      for (const size of [1001, 200_000]) {
        const res = await calls.upload({ documentType: 'PAYSTUB' }, { name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]) });
        expect(res.statusCode).toBe(413);
        expect(errorOf(res)).toEqual({ code: 'DOCUMENT_TOO_LARGE', field: 'file', message: 'The file is larger than 0.001 MB. Please upload a smaller file.' });
      }
      expect((await calls.list()).json().documents).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('uses the scanner given in AppOptions', async () => {
    const app = await testApp({ virusScanner: { scan: async () => ({ clean: false, signature: 'Test.Everything' }) } });
    try {
      const { authorization, uuid } = await startApplication(app);
      const res = await documentCalls(app, authorization, uuid).upload({ documentType: 'PAYSTUB' }, { name: 'a.png', bytes: PNG });
      expect(errorOf(res).code).toBe('DOCUMENT_INFECTED');
    } finally {
      await app.close();
    }
  });

  it('takes the limit of flows/application/documents.json by default (10 MB)', async () => {
    const app = await testApp();
    try {
      const { authorization, uuid } = await startApplication(app);
      const big = Buffer.concat([PNG, Buffer.alloc(documentsData.maxBytes + 1 - PNG.length)]);
      const res = await documentCalls(app, authorization, uuid).upload({ documentType: 'W2' }, { name: 'scan.png', bytes: big });
      expect(res.statusCode).toBe(413);
      expect(errorOf(res)).toMatchObject({ code: 'DOCUMENT_TOO_LARGE', message: 'The file is larger than 10 MB. Please upload a smaller file.' });
    } finally {
      await app.close();
    }
  });
});
