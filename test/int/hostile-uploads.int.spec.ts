import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { AppConfig } from '../../backend/src/platform/config/app-config';
import { APP_CONFIG } from '../../backend/src/platform/config/config.module';
import { apiTestContext } from '../support/api-test-context';
import { withLinkedClient } from '../support/linked-client';
import { DOC, DOCX, GIF, HOSTILE_DOCUMENTS as hostile, HTML, JPEG, PDF, PNG, TXT, Upload, WEBP } from '../support/hostile-files';
import { settledDeal } from '../support/settled-deal';

/**
 * Issue 21 item 3 "Done when": a valid file of each type and a hostile set go through the deal's
 * existing upload routes (the ones `FileUpload` guards), and only the valid files are stored — on
 * disk as in the read model — each served with its sniffed type, `nosniff`, and inline only when
 * allow-listed (ADR 0045).
 */
describe('hostile uploads: only valid files are stored', () => {
  const context = apiTestContext();

  function form(upload: Omit<Upload, 'kind'>, parts: Record<string, string> = {}): FormData {
    const body = new FormData();
    for (const [name, value] of Object.entries(parts)) body.append(name, value);
    body.append('file', new Blob([new Uint8Array(upload.bytes)], { type: upload.type }), upload.name);
    return body;
  }

  async function newDeal(agentToken: string, clientId: string) {
    const created = await context.api.call<{ id: string; version: number }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(context.app, agentToken, { transaction_type: 'buyer', client_id: clientId, property_address: '9 Hostile Way', property_city: 'Austin', property_state: 'TX', property_zip: '78701' }),
    });
    expect(created.status).toBe(201);
    return settledDeal(context.api, agentToken, created.body);
  }

  async function filesUnder(root: string): Promise<string[]> {
    if (!existsSync(root)) return [];
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
  }

  const fetchFile = async (token: string, path: string) => {
    const response = await fetch(`${context.app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('stores every valid document type and none of the hostile set; what is stored is served as what it is', async () => {
    const agent = context.mint('agent');
    const deal = await newDeal(agent.token, context.mint('client').userId);
    const uploadDir = context.app.app.get<AppConfig>(APP_CONFIG).uploadDir;
    const before = await filesUnder(uploadDir);

    for (const [what, upload, status] of hostile) {
      const answer = await context.api.call<{ message: string }>('POST', `/api/transactions/${deal.id}/documents`, { token: agent.token, form: form(upload, { kind: upload.kind }) });
      expect([what, answer.status]).toEqual([what, status]);
    }
    expect(await filesUnder(join(uploadDir, 'transactions', deal.id))).toEqual([]);

    const valid: [Upload, string, 'inline' | 'attachment'][] = [
      [{ kind: 'other', bytes: PDF, name: 'inspection.pdf', type: 'application/pdf' }, 'application/pdf', 'attachment'],
      [{ kind: 'other', bytes: DOC, name: 'addendum.doc', type: 'application/msword' }, 'application/msword', 'attachment'],
      [{ kind: 'other', bytes: DOCX, name: 'addendum.docx', type: 'application/octet-stream' }, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
      [{ kind: 'other', bytes: JPEG, name: 'meter.jpg', type: 'image/jpeg' }, 'image/jpeg', 'attachment'],
      [{ kind: 'other', bytes: PNG, name: 'meter.png', type: 'image/png' }, 'image/png', 'attachment'],
      [{ kind: 'other', bytes: TXT, name: 'notes.txt', type: 'text/html' }, 'text/plain; charset=utf-8', 'attachment'],
      // A PDF that also holds HTML is a PDF: kept, and only ever served as one (nosniff, sandboxed).
      [{ kind: 'contract', bytes: Buffer.concat([PDF, HTML]), name: 'polyglot.html', type: 'text/html' }, 'application/pdf', 'attachment'],
      // A path in the name never leaves the deal's folder: only its last segment, under the name rule, is kept.
      [{ kind: 'other', bytes: PDF, name: '../../../../../etc/cron.d/evil.pdf', type: 'application/pdf' }, 'application/pdf', 'attachment'],
    ];
    for (const [upload, contentType, disposition] of valid) {
      const answer = await context.api.call<{ id: string; file_url: string }>('POST', `/api/transactions/${deal.id}/documents`, { token: agent.token, form: form(upload, { kind: upload.kind }) });
      expect([upload.name, answer.status]).toEqual([upload.name, 201]);
      const file = await fetchFile(agent.token, answer.body.file_url);
      expect([upload.name, file.status, file.headers.get('content-type'), file.headers.get('x-content-type-options')]).toEqual([upload.name, 200, contentType, 'nosniff']);
      expect(file.headers.get('content-disposition')).toMatch(new RegExp(`^${disposition};`));
      expect(file.headers.get('content-security-policy')).toContain('sandbox');
      expect(file.bytes.equals(upload.bytes)).toBe(true);
    }

    const stored = await filesUnder(join(uploadDir, 'transactions', deal.id));
    expect(stored).toHaveLength(valid.length);
    for (const path of stored) expect(path).toMatch(/^documents\/[0-9a-f-]{36}\/[A-Za-z0-9._-]+\.(pdf|doc|docx|jpg|png|txt)$/);
    const listed = await context.api.call<unknown[]>('GET', `/api/transactions/${deal.id}/documents`, { token: agent.token });
    expect(listed.body).toHaveLength(valid.length);
    // Nothing was written anywhere else under the upload root.
    const elsewhere = (await filesUnder(uploadDir)).filter((path) => !before.includes(path) && !path.startsWith(`transactions/${deal.id}/`));
    expect(elsewhere).toEqual([]);
  });

  it('the photo takes PNG, JPEG, GIF and WebP, shown inline; an SVG, HTML or executable is no photo', async () => {
    const agent = context.mint('agent');
    const deal = await newDeal(agent.token, context.mint('client').userId);
    for (const [what, bytes] of [
      ['an SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['HTML', HTML],
      ['an executable', Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(100)])],
    ] as const) {
      const answer = await context.api.call('POST', `/api/transactions/${deal.id}/photo`, { token: agent.token, form: form({ bytes, name: 'house.png', type: 'image/png' }) });
      expect([what, answer.status]).toEqual([what, 400]);
    }
    for (const [bytes, contentType] of [[PNG, 'image/png'], [JPEG, 'image/jpeg'], [GIF, 'image/gif'], [WEBP, 'image/webp']] as const) {
      const answer = await context.api.call<{ property_image_url: string }>('POST', `/api/transactions/${deal.id}/photo`, { token: agent.token, form: form({ bytes, name: 'house.bin', type: 'application/octet-stream' }) });
      expect([contentType, answer.status]).toEqual([contentType, 200]);
      const photo = await fetchFile(agent.token, answer.body.property_image_url);
      expect([photo.status, photo.headers.get('content-type'), photo.headers.get('x-content-type-options')]).toEqual([200, contentType, 'nosniff']);
      expect(photo.headers.get('content-disposition')).toMatch(/^inline;/);
    }
  });
});
