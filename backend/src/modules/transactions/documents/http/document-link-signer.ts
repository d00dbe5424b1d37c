import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { documentLinkPath } from '../domain/document-links.events';

/**
 * The e-mailed document link's signature (ADR 0053, after ADR 0045's signer): HMAC-SHA256 under the
 * file-URL key, with a label of its own, over the link id and its expiry. It names no caller: the
 * link is the recipient's capability to one document, checked against the link's row on every open.
 */
export class DocumentLinkSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(secret, 'utf8');
  }

  /** `/api/document-links/<id>?exp=<seconds>&sig=<mac>` */
  path(linkId: string, expiresAt: Date): string {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return `${documentLinkPath(linkId)}?exp=${exp}&sig=${this.mac(linkId, exp)}`;
  }

  /** The expiry the link was signed with (seconds), or null when the signature does not match. Constant time. */
  verify(linkId: string, query: Record<string, unknown>): number | null {
    const { exp, sig } = query;
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp) || sig.length > 100) return null;
    const expected = Buffer.from(this.mac(linkId, Number(exp)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(exp);
  }

  private mac(linkId: string, exp: number): string {
    return createHmac('sha256', this.key).update(['threshold-document-link-v1', linkId, String(exp)].join('\n')).digest('base64url');
  }
}

/** The clock the link's expiry is judged by (an int test moves it forward). */
@Injectable()
export class DocumentLinkClock {
  now(): Date {
    return new Date();
  }
}
