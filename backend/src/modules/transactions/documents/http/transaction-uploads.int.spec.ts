import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import { identityClient } from '../../../../../../test/support/identity-client';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { startTestApp, TestApp } from '../../../../../../test/support/test-app';
import { Role, TokenService } from '../../../../platform/auth/token.service';
import { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { FileUrls } from '../../../../platform/storage/signed-file-url';
import { zipWith } from '../../../../../../test/support/sample-files';
import { withLinkedClient } from '../../../../../../test/support/linked-client';

/**
 * Issue 9 item 3: the deal's photo and documents on a real disk, PostgreSQL and event store (contract
 * "Uploads"; spec 001 §5, §7; 002 §5, §6, §8). Per role: the owning agent, another agent, the deal's
 * buyer and seller clients, an admin and nobody; hostile files and names; nothing half-applied.
 */
describe('transaction uploads', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let tokens: TokenService;
  let uploadDir: string;

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    tokens = app.app.get(TokenService);
    uploadDir = app.app.get<AppConfig>(APP_CONFIG).uploadDir;
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  const mint = (role: Role, userId = randomUUID()) => ({ userId, token: tokens.issue(userId, role).token });

  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-fake-image-body')]);
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
  const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/transactions")</script></body></html>');
  const DOCX = zipWith(['[Content_Types].xml', 'word/document.xml']);

  type Deal = Record<string, unknown> & { id: string; version: number };
  type Document = {
    id: string;
    title: string;
    category: string;
    kind: string;
    file_type: string;
    file_size: number;
    file_url: string;
    visibility: string;
    uploaded_by: string;
  };

  async function newDeal(agentToken: string, clientId: string, transactionType = 'buyer', propertyState = 'TX'): Promise<Deal> {
    const created = await api.call<Deal>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(app, agentToken, {
        transaction_type: transactionType,
        client_id: clientId,
        property_address: '100 Congress Ave',
        property_city: 'Austin',
        property_state: propertyState,
        property_zip: '78701',
      }),
    });
    expect(created.status).toBe(201);
    return settledDeal(api, agentToken, created.body);
  }

  const form = (parts: Record<string, string | undefined>, file?: { bytes: Buffer; name: string; type?: string }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(parts)) if (value !== undefined) body.append(name, value);
    if (file)
      body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
    return body;
  };

  const uploadPhoto = (
    token: string | null,
    id: string,
    file?: { bytes: Buffer; name: string; type?: string },
    ifMatch?: string,
  ) => api.call<Deal & { message?: string }>('POST', `/api/transactions/${id}/photo`, { token, form: form({}, file), ifMatch });

  const uploadDocument = (
    token: string | null,
    id: string,
    parts: Record<string, string | undefined>,
    file?: { bytes: Buffer; name: string; type?: string },
    ifMatch?: string,
  ) =>
    api.call<Document & { message?: string }>('POST', `/api/transactions/${id}/documents`, {
      token,
      form: form(parts, file),
      ifMatch,
    });

  const versionOf = async (agentToken: string, id: string) =>
    (await api.call<Deal>('GET', `/api/transactions/${id}`, { token: agentToken })).body.version;

  async function download(token: string | null, path: string) {
    const response = await fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const filesUnder = async (path: string): Promise<string[]> => {
    if (!existsSync(path)) return [];
    return (await readdir(path, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  };

  it('answers every upload and download route per role (spec 002 §6, §8)', async () => {
    const owner = mint('agent');
    const buyer = mint('client');
    const seller = mint('client');
    const buyerDeal = await newDeal(owner.token, buyer.userId);
    const sellerDeal = await newDeal(owner.token, seller.userId, 'seller');
    const who: Record<string, string | null> = {
      owner: owner.token,
      otherAgent: mint('agent').token,
      buyerClient: buyer.token,
      sellerClient: seller.token,
      admin: mint('admin').token,
      anonymous: null,
    };
    for (const deal of [buyerDeal, sellerDeal]) {
      const dealClient = deal === buyerDeal ? 'buyerClient' : 'sellerClient';
      const otherClient = deal === buyerDeal ? 'sellerClient' : 'buyerClient';
      expect((await uploadPhoto(owner.token, deal.id, { bytes: PNG, name: 'house.png' })).status).toBe(200);
      const shared = await uploadDocument(owner.token, deal.id, { kind: 'other' }, { bytes: PDF, name: 'Inspection Report.pdf' });
      expect(shared.status).toBe(201);
      const reads: [string, string][] = [
        ['photo', `/api/transactions/${deal.id}/photo`],
        ['documents', `/api/transactions/${deal.id}/documents`],
        ['document file', shared.body.file_url],
      ];
      const readStatus = { owner: 200, otherAgent: 403, [dealClient]: 200, [otherClient]: 403, admin: 403, anonymous: 401 };
      for (const [what, path] of reads) {
        for (const [name, token] of Object.entries(who)) {
          expect([what, name, (await download(token, path)).status]).toEqual([what, name, readStatus[name]]);
        }
      }
      const writeStatus = { otherAgent: 403, [dealClient]: 403, [otherClient]: 403, admin: 403, anonymous: 401 };
      for (const [name, token] of Object.entries(who).filter(([name]) => name !== 'owner')) {
        const photo = await uploadPhoto(token, deal.id, { bytes: PNG, name: 'house.png' });
        const document = await uploadDocument(token, deal.id, { kind: 'other' }, { bytes: PDF, name: 'x.pdf' });
        expect([name, photo.status, document.status]).toEqual([name, writeStatus[name], writeStatus[name]]);
      }
      expect((await uploadPhoto(who.otherAgent, deal.id, { bytes: PNG, name: 'house.png' })).body.message).toBe(
        'Forbidden - You do not have access to this transaction',
      );
    }
    // Unknown and malformed deals and documents are 404 with the spec's words.
    for (const path of [`/api/transactions/${randomUUID()}/photo`, '/api/transactions/not-a-uuid/documents']) {
      const answer = await api.call<{ message: string }>('GET', path, { token: owner.token });
      expect([answer.status, answer.body.message]).toEqual([404, 'Transaction not found']);
    }
    expect((await uploadPhoto(owner.token, randomUUID(), { bytes: PNG, name: 'a.png' })).status).toBe(404);
    for (const path of [
      `/api/transactions/${buyerDeal.id}/documents/${randomUUID()}/file`,
      `/api/transactions/${buyerDeal.id}/documents/..%2F..%2Fetc/file`,
    ]) {
      const answer = await api.call<{ message: string }>('GET', path, { token: owner.token });
      expect([answer.status, answer.body.message]).toEqual([404, 'Document not found']);
    }
  });

  it('stores the photo, serves it with its sniffed type, and a replacement takes the old file away', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const deal = await newDeal(owner.token, client.userId);
    // The client's declared type and name say PDF; the bytes are a PNG, and the bytes win.
    const first = await uploadPhoto(owner.token, deal.id, { bytes: PNG, name: 'house.pdf', type: 'application/pdf' });
    expect(first.status).toBe(200);
    // Signed for its caller (ADR 0045): an <img> sends no bearer header, the URL stands in for it.
    const signedUrl = first.body.property_image_url as string;
    expect(signedUrl).toMatch(new RegExp(`^/api/transactions/${deal.id}/photo\\?v=${first.body.version}&sub=${owner.userId}&.*&sig=`));
    expect(first.headers.get('etag')).toBe(`"${first.body.version}"`);
    const byImg = await download(null, signedUrl);
    expect([byImg.status, byImg.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await download(null, signedUrl.replace(/sig=[^&]+/, 'sig=AAAA'))).status).not.toBe(200);
    expect((await download(null, `/api/transactions/${deal.id}/photo?v=${first.body.version}`)).status).toBe(401);

    const served = await download(client.token, `/api/transactions/${deal.id}/photo`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.bytes).toEqual(PNG);

    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const second = await uploadPhoto(
      owner.token,
      deal.id,
      { bytes: jpeg, name: 'house.jpg', type: 'image/jpeg' },
      `"${first.body.version}"`,
    );
    expect(second.status).toBe(200);
    expect(second.body.property_image_url).toMatch(new RegExp(`^/api/transactions/${deal.id}/photo\\?v=${second.body.version}&`));
    expect((await download(owner.token, `/api/transactions/${deal.id}/photo`)).bytes).toEqual(jpeg);
    const onDisk = await filesUnder(join(uploadDir, 'transactions', deal.id, 'photo'));
    expect(onDisk).toHaveLength(1);
    expect(onDisk[0]).toMatch(/\.jpg$/);
  });

  it('refuses what is not an image, an oversized photo cut off mid-stream, and a missing file, recording nothing', async () => {
    const owner = mint('agent');
    const deal = await newDeal(owner.token, mint('client').userId);
    const cases: [string, { bytes: Buffer; name: string; type?: string } | undefined, string][] = [
      ['a PDF', { bytes: PDF, name: 'photo.png', type: 'image/png' }, 'Please select a valid image file'],
      ['HTML named .jpg', { bytes: HTML, name: 'photo.jpg', type: 'image/jpeg' }, 'Please select a valid image file'],
      [
        'an SVG (may carry script)',
        { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'a.svg' },
        'Please select a valid image file',
      ],
      [
        'over 5 MB',
        { bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), name: 'big.png', type: 'image/png' },
        'Image size must be less than 5MB',
      ],
      ['no file', undefined, 'Please select a file to upload'],
    ];
    for (const [what, file, message] of cases) {
      const answer = await uploadPhoto(owner.token, deal.id, file);
      expect([what, answer.status, answer.body.message]).toEqual([what, 400, message]);
    }
    expect(await versionOf(owner.token, deal.id)).toBe(deal.version);
    expect(await filesUnder(join(uploadDir, 'transactions', deal.id))).toEqual([]);
    expect((await download(owner.token, `/api/transactions/${deal.id}/photo`)).status).toBe(404);
  });

  it('attaches documents by kind with the wizard titles and categories, and fills the deal URL fields (spec 001 §7)', async () => {
    const owner = mint('agent');
    const deal = await newDeal(owner.token, mint('client').userId);
    const expected: [string, Buffer, string, string, string][] = [
      ['contract', DOCX, 'signed.docx', 'Executed Contract', 'contract'],
      ['t47', PDF, 't47.pdf', 'T-47 Affidavit', 'other'],
      ['mud_pid', PDF, 'mud.pdf', 'MUD/PID Notice', 'other'],
      ['sellers_disclosure', PDF, 'disclosure.pdf', "Seller's Disclosure", 'disclosure'],
      ['survey', DOCX, 'survey.docx', 'Survey', 'inspection'],
      ['hoa_resale_cert', PDF, 'resale-certificate.pdf', 'HOA Resale Certificate', 'disclosure'],
      ['appraisal_report', PDF, 'appraisal.pdf', 'Appraisal Report', 'other'],
      ['other', Buffer.from('Gate code 1234\nLockbox on the side door\n'), 'Access Notes.txt', 'Access Notes', 'other'],
    ];
    const documents: Record<string, Document> = {};
    for (const [kind, bytes, name, title, category] of expected) {
      const answer = await uploadDocument(owner.token, deal.id, { kind }, { bytes, name });
      expect([kind, answer.status]).toEqual([kind, 201]);
      expect(answer.body).toEqual(
        expect.objectContaining({
          kind,
          title,
          category,
          visibility: 'agent_and_client',
          file_size: bytes.length,
          uploaded_by: owner.userId,
        }),
      );
      expect(answer.body.file_url).toBe(`/api/transactions/${deal.id}/documents/${answer.body.id}/file`);
      documents[kind] = answer.body;
    }
    expect(documents.contract.file_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const dealNow = (await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: owner.token })).body;
    expect(dealNow.t47_doc_url).toBe(documents.t47.file_url);
    expect(dealNow.mud_pid_document_url).toBe(documents.mud_pid.file_url);
    expect(dealNow.survey_document_url).toBe(documents.survey.file_url);
    expect(dealNow.hoa_resale_cert_url).toBe(documents.hoa_resale_cert.file_url);
    expect(dealNow.appraisal_report_url).toBe(documents.appraisal_report.file_url);

    const titled = await uploadDocument(
      owner.token,
      deal.id,
      { kind: 'other', title: '  HOA Bylaws  ', visibility: 'all_parties' },
      { bytes: PDF, name: 'bylaws.pdf' },
    );
    expect([titled.body.title, titled.body.visibility]).toEqual(['HOA Bylaws', 'all_parties']);

    const list = await api.call<Document[]>('GET', `/api/transactions/${deal.id}/documents`, { token: owner.token });
    expect(list.body.map((document) => document.title)).toEqual([
      'HOA Bylaws',
      'Access Notes',
      'Appraisal Report',
      'HOA Resale Certificate',
      'Survey',
      "Seller's Disclosure",
      'MUD/PID Notice',
      'T-47 Affidavit',
      'Executed Contract',
    ]);
    expect(list.body.some((document) => 'storage_path' in document)).toBe(false);

    const file = await download(owner.token, documents.t47.file_url);
    expect(file.status).toBe(200);
    expect(file.bytes).toEqual(PDF);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="t47.pdf"; filename*=UTF-8''t47.pdf`);
    const text = await download(owner.token, documents.other.file_url);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('content-disposition')).toContain(`filename*=UTF-8''Access_Notes.txt`);
  });

  it('refuses a T-47 or MUD/PID notice for a property outside Texas with a 400 in words, recording nothing (spec 001 §4)', async () => {
    const owner = mint('agent');
    const deal = await newDeal(owner.token, mint('client').userId, 'buyer', 'CO');
    for (const kind of ['t47', 'mud_pid']) {
      const refused = await uploadDocument(owner.token, deal.id, { kind }, { bytes: PDF, name: `${kind}.pdf` });
      expect([refused.status, refused.body.message]).toEqual([400, 'T-47 and MUD/PID apply only to Texas properties']);
    }
    expect((await api.call<Document[]>('GET', `/api/transactions/${deal.id}/documents`, { token: owner.token })).body).toEqual([]);
    const read = await api.call<Record<string, unknown>>('GET', `/api/transactions/${deal.id}`, { token: owner.token });
    expect([read.body.t47_doc_url ?? null, read.body.mud_pid_document_url ?? null]).toEqual([null, null]);
    // Another kind is taken anywhere.
    expect((await uploadDocument(owner.token, deal.id, { kind: 'survey' }, { bytes: PDF, name: 'survey.pdf' })).status).toBe(201);
  });

  it('refuses hostile and wrong-typed documents with the spec messages, recording nothing and leaving no file', async () => {
    const owner = mint('agent');
    const deal = await newDeal(owner.token, mint('client').userId);
    const cases: [
      string,
      Record<string, string | undefined>,
      { bytes: Buffer; name: string; type?: string } | undefined,
      string,
    ][] = [
      [
        'a .pdf that is really HTML',
        { kind: 'contract' },
        { bytes: HTML, name: 'contract.pdf', type: 'application/pdf' },
        'Please select a PDF or Word document',
      ],
      [
        'HTML as "other"',
        { kind: 'other' },
        { bytes: HTML, name: 'notes.txt', type: 'text/plain' },
        'Please select a PDF, Word, JPG, PNG or text file',
      ],
      [
        'an image as the contract',
        { kind: 'contract' },
        { bytes: PNG, name: 'contract.png' },
        'Please select a PDF or Word document',
      ],
      ['Word as the T-47', { kind: 't47' }, { bytes: DOCX, name: 't47.docx' }, 'Please select a PDF document'],
      // Spec 001 §5: the resale certificate and the appraisal report are PDF only, checked by content.
      ['Word as the resale certificate', { kind: 'hoa_resale_cert' }, { bytes: DOCX, name: 'resale.docx' }, 'Please select a PDF document'],
      ['Word as the appraisal report', { kind: 'appraisal_report' }, { bytes: DOCX, name: 'appraisal.docx' }, 'Please select a PDF document'],
      [
        'an appraisal report .pdf that is really HTML',
        { kind: 'appraisal_report' },
        { bytes: HTML, name: 'appraisal.pdf', type: 'application/pdf' },
        'Please select a PDF document',
      ],
      [
        'a resale certificate .pdf that is really a Word file',
        { kind: 'hoa_resale_cert' },
        { bytes: DOCX, name: 'resale.pdf', type: 'application/pdf' },
        'Please select a PDF document',
      ],
      [
        'an appraisal report over 10 MB',
        { kind: 'appraisal_report' },
        { bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), name: 'appraisal.pdf' },
        'File size must be less than 10MB',
      ],
      [
        'a spreadsheet (ZIP without word/)',
        { kind: 'survey' },
        { bytes: zipWith(['xl/workbook.xml']), name: 'survey.docx' },
        'Please select a PDF or Word document',
      ],
      [
        'over 10 MB, cut off mid-stream',
        { kind: 'contract' },
        { bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), name: 'big.pdf' },
        'File size must be less than 10MB',
      ],
      ['no file', { kind: 'contract' }, undefined, 'Please select a file to upload'],
      [
        'an unknown kind',
        { kind: 'invoice' },
        { bytes: PDF, name: 'a.pdf' },
        'kind must be one of contract, t47, mud_pid, sellers_disclosure, survey, hoa_resale_cert, appraisal_report, other',
      ],
      [
        'an unknown visibility',
        { kind: 'other', visibility: 'public' },
        { bytes: PDF, name: 'a.pdf' },
        'visibility must be one of agent_only, agent_and_client, all_parties',
      ],
    ];
    for (const [what, parts, file, message] of cases) {
      const answer = await uploadDocument(owner.token, deal.id, parts, file);
      expect([what, answer.status, JSON.stringify(answer.body.message)]).toEqual([what, 400, expect.stringContaining(message)]);
    }
    expect(await versionOf(owner.token, deal.id)).toBe(deal.version);
    expect(await filesUnder(join(uploadDir, 'transactions', deal.id))).toEqual([]);
  });

  it('keeps hostile names inside the deal folder under the spec 002 §5 name rule, with the content type extension', async () => {
    const owner = mint('agent');
    const deal = await newDeal(owner.token, mint('client').userId);
    await mkdir(uploadDir, { recursive: true });
    const before = await readdir(uploadDir);
    // The multipart parser keeps only the last path segment; the name rule does the rest.
    const names: [string, RegExp][] = [
      ['../../../../etc/passwd', /^passwd\.pdf$/],
      ['..\\..\\evil.pdf', /^evil\.pdf$/],
      ['invoice.html', /^invoice\.html\.pdf$/],
      ['"quoted";name=x.pdf', /^_quoted_name_x\.pdf$/],
      [`${'n'.repeat(300)}.pdf`, /^n{196}\.pdf$/],
      ['Ünïcødé contract ✓.pdf', /^_n_c_d_contract_\.pdf$/],
    ];
    for (const [name, stored] of names) {
      const answer = await uploadDocument(owner.token, deal.id, { kind: 'other' }, { bytes: PDF, name });
      expect([name, answer.status]).toEqual([name, 201]);
      const folder = join(uploadDir, 'transactions', deal.id, 'documents', answer.body.id);
      const onDisk = await readdir(folder);
      expect([name, onDisk.length]).toEqual([name, 1]);
      expect(onDisk[0]).toMatch(stored);
      const file = await download(owner.token, answer.body.file_url);
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="${onDisk[0]}"; filename*=UTF-8''${encodeURIComponent(onDisk[0])}`,
      );
    }
    // A NUL in the part's name is a malformed request: a clear 400, nothing stored.
    const nul = await uploadDocument(owner.token, deal.id, { kind: 'other' }, { bytes: PDF, name: 'report\u0000.pdf' });
    expect(nul.status).toBe(400);
    // A name that is only `..` names no file at all.
    const dots = await uploadDocument(owner.token, deal.id, { kind: 'other' }, { bytes: PDF, name: '..' });
    expect([dots.status, dots.body.message]).toEqual([400, 'Please select a file to upload']);
    expect(await readdir(join(uploadDir, 'transactions', deal.id, 'documents'))).toHaveLength(names.length);
    expect(await readdir(uploadDir)).toEqual(before);
    const unicode = (await api.call<Document[]>('GET', `/api/transactions/${deal.id}/documents`, { token: owner.token })).body[0];
    expect(unicode.title).toBe('Ünïcødé contract ✓');
  });

  it('never lets a client list or download an agent_only document (spec 002 §6)', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const deal = await newDeal(owner.token, client.userId, 'seller');
    const hidden = (
      await uploadDocument(
        owner.token,
        deal.id,
        { kind: 'other', title: 'Commission split', visibility: 'agent_only' },
        { bytes: PDF, name: 'split.pdf' },
      )
    ).body;
    const shared = (
      await uploadDocument(owner.token, deal.id, { kind: 'sellers_disclosure' }, { bytes: PDF, name: 'disclosure.pdf' })
    ).body;

    const clientList = await api.call<Document[]>('GET', `/api/transactions/${deal.id}/documents`, { token: client.token });
    expect(clientList.body.map((document) => document.id)).toEqual([shared.id]);
    const refused = await api.call<{ message: string }>('GET', hidden.file_url, { token: client.token });
    expect([refused.status, refused.body.message]).toEqual([404, 'Document not found']);
    expect((await download(client.token, shared.file_url)).bytes).toEqual(PDF);

    const agentList = await api.call<Document[]>('GET', `/api/transactions/${deal.id}/documents`, { token: owner.token });
    expect(agentList.body.map((document) => document.id).sort()).toEqual([hidden.id, shared.id].sort());
    expect((await download(owner.token, hidden.file_url)).status).toBe(200);
  });

  it('an agent_only document is not reached by its storage key, nor by a signed file URL: the client\'s, a foreign one or an expired one (issue 21 "Done when")', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const deal = await newDeal(owner.token, client.userId);
    const hidden = (
      await uploadDocument(owner.token, deal.id, { kind: 'other', title: 'Commission split', visibility: 'agent_only' }, { bytes: PDF, name: 'split.pdf' })
    ).body;
    // The storage key, as the file store names it; no answer ever carries it.
    const [stored] = (await readdir(join(uploadDir, 'transactions', deal.id, 'documents'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const key = relative(uploadDir, join(stored!.parentPath, stored!.name));
    expect(existsSync(join(uploadDir, key))).toBe(true);
    const opens = (answer: { status: number; bytes: Buffer }) => answer.status === 200 && answer.bytes.equals(PDF);
    for (const path of [
      `/${key}`,
      `/uploads/${key}`,
      `/data/uploads/${key}`,
      `/api/files/${key}`,
      `/api/transactions/${deal.id}/documents/${encodeURIComponent(key)}/file`,
      `/api/transactions/${deal.id}/documents/${hidden.id}/file/../../../../${key}`,
      `/api/transactions/${deal.id}/photo?key=${encodeURIComponent(key)}`,
    ]) {
      for (const token of [client.token, null]) expect([path, token === null, opens(await download(token, path))]).toEqual([path, token === null, false]);
    }

    // The client's own signed photo URL: its signature, put on the document's route, opens nothing.
    expect((await uploadPhoto(owner.token, deal.id, { bytes: PNG, name: 'house.png', type: 'image/png' })).status).toBe(200);
    const photo = (await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: client.token })).body.property_image_url as string;
    const signature = new URL(photo, app.url).searchParams;
    expect(signature.get('sub')).toBe(client.userId);
    expect((await download(null, photo)).status).toBe(200);
    const grafted = `${hidden.file_url}?${signature.toString()}`;
    expect((await download(null, grafted)).status).toBe(401);
    // A signature made for the document's own route, for the client (valid) or the agent (expired).
    const urls = app.app.get(FileUrls);
    const session = { sessionId: signature.get('sid')!, expiresAt: Math.floor(Date.now() / 1000) + 900 };
    const forClient = urls.sign(hidden.file_url, { userId: client.userId, role: 'client', ...session });
    expect(opens(await download(null, forClient))).toBe(false);
    expect(opens(await download(client.token, forClient))).toBe(false);
    const expired = urls.sign(hidden.file_url, { userId: owner.userId, role: 'agent', ...session }, Date.now() - 11 * 60_000);
    expect(opens(await download(null, expired))).toBe(false);
    // The agent, with a bearer token, still opens it.
    expect(opens(await download(owner.token, hidden.file_url))).toBe(true);
  });

  it("the deal's document switches govern the client's view of those documents and their URL fields on every read (issue 19 item 2)", async () => {
    const owner = mint('agent');
    const client = mint('client');
    const deal = await newDeal(owner.token, client.userId);
    const survey = (await uploadDocument(owner.token, deal.id, { kind: 'survey' }, { bytes: PDF, name: 'survey.pdf' })).body;
    const other = (await uploadDocument(owner.token, deal.id, { kind: 'other' }, { bytes: PDF, name: 'other.pdf' })).body;
    const read = (token: string, view = '') => api.call<Deal & { survey_document_url?: string | null }>('GET', `/api/transactions/${deal.id}${view}`, { token });
    const listed = async () => (await api.call<Document[]>('GET', `/api/transactions/${deal.id}/documents`, { token: client.token })).body.map((d) => d.id).sort();
    expect(await listed()).toEqual([survey.id, other.id].sort());
    expect((await read(client.token)).body.survey_document_url).toBe(survey.file_url);

    expect((await api.call('PATCH', `/api/transactions/${deal.id}`, { token: owner.token, body: { survey_client_doc_visibility: false } })).status).toBe(200);
    expect(await listed()).toEqual([other.id]);
    expect((await download(client.token, survey.file_url)).status).toBe(404);
    expect((await read(client.token)).body).not.toHaveProperty('survey_document_url');
    expect((await read(owner.token, '?view=client')).body).not.toHaveProperty('survey_document_url');
    // The agent keeps all of it.
    expect((await read(owner.token)).body.survey_document_url).toBe(survey.file_url);
    expect((await download(owner.token, survey.file_url)).status).toBe(200);

    expect((await api.call('PATCH', `/api/transactions/${deal.id}`, { token: owner.token, body: { survey_client_doc_visibility: true } })).status).toBe(200);
    expect(await listed()).toEqual([survey.id, other.id].sort());
  });

  it('the HOA resale certificate switch governs the certificate documents and hoa_resale_cert_url for the client (issue 21, ADR 0047 addendum)', async () => {
    const owner = mint('agent');
    const client = mint('client');
    const deal = await newDeal(owner.token, client.userId);
    expect((await api.call('PATCH', `/api/transactions/${deal.id}`, { token: owner.token, body: { hoa_exists: true } })).status).toBe(200);
    const certificate = (await uploadDocument(owner.token, deal.id, { kind: 'hoa_resale_cert' }, { bytes: PDF, name: 'resale.pdf' })).body;
    const read = (token: string) => api.call<Deal & { hoa_resale_cert_url?: string | null }>('GET', `/api/transactions/${deal.id}`, { token });
    const listed = async () => (await api.call<Document[]>('GET', `/api/transactions/${deal.id}/documents`, { token: client.token })).body.map((d) => d.id);
    expect(await listed()).toEqual([certificate.id]);
    expect((await read(client.token)).body.hoa_resale_cert_url).toBe(certificate.file_url);

    expect((await api.call('PATCH', `/api/transactions/${deal.id}`, { token: owner.token, body: { hoa_resale_cert_doc_visibility: false } })).status).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await download(client.token, certificate.file_url)).status).toBe(404);
    expect((await read(client.token)).body).not.toHaveProperty('hoa_resale_cert_url');
    expect((await read(owner.token)).body.hoa_resale_cert_url).toBe(certificate.file_url);
    expect((await download(owner.token, certificate.file_url)).status).toBe(200);
  });

  it('a refused command removes the written file; a failed write records no event', async () => {
    const owner = mint('agent');
    const deal = await newDeal(owner.token, mint('client').userId);
    // Stale If-Match: the file was written, the command refused (412), and the file is gone again.
    const stale = await uploadDocument(
      owner.token,
      deal.id,
      { kind: 'contract' },
      { bytes: PDF, name: 'contract.pdf' },
      `"${deal.version + 5}"`,
    );
    expect(stale.status).toBe(412);
    const photo = await uploadPhoto(owner.token, deal.id, { bytes: PNG, name: 'a.png' }, `"${deal.version + 5}"`);
    expect(photo.status).toBe(412);
    expect(await filesUnder(join(uploadDir, 'transactions', deal.id))).toEqual([]);
    expect(await versionOf(owner.token, deal.id)).toBe(deal.version);

    // A file where the deal's folder should be: every write fails, and nothing is recorded.
    await rm(join(uploadDir, 'transactions', deal.id), { recursive: true, force: true });
    await writeFile(join(uploadDir, 'transactions', deal.id), 'in the way');
    const failed = await uploadDocument(owner.token, deal.id, { kind: 'contract' }, { bytes: PDF, name: 'contract.pdf' });
    expect(failed.status).toBe(500);
    expect((await uploadPhoto(owner.token, deal.id, { bytes: PNG, name: 'a.png' })).status).toBe(500);
    expect(await versionOf(owner.token, deal.id)).toBe(deal.version);
    expect((await api.call<Document[]>('GET', `/api/transactions/${deal.id}/documents`, { token: owner.token })).body).toEqual(
      [],
    );
    expect(await readFile(join(uploadDir, 'transactions', deal.id), 'utf8')).toBe('in the way');
    await rm(join(uploadDir, 'transactions', deal.id));
  });
});
