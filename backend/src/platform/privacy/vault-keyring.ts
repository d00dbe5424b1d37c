import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

interface MasterKey {
  id: string;
  key: Buffer;
}

/**
 * The master keys that wrap the vault's per-person keys (docs/adr/0012-vault-key-wrapping.md).
 * A configured secret becomes a 256-bit AES key by HKDF; its id (a hash of the derived key, which
 * reveals nothing of it) is stored beside every wrapped key, so after a rotation a key is unwrapped
 * by the master that wrapped it and rewrapped with the current one.
 */
export class VaultKeyring {
  private readonly current: MasterKey;
  private readonly byId = new Map<string, MasterKey>();

  constructor(current: string, retired: readonly string[] = []) {
    this.current = masterKey(current);
    for (const secret of [current, ...retired]) {
      const key = masterKey(secret);
      this.byId.set(key.id, key);
    }
  }

  get currentId(): string {
    return this.current.id;
  }

  /** AES-256-GCM with the subject as associated data: a wrapped key moved to another row does not open. */
  wrap(subjectId: string, dataKey: Buffer): { wrapped: Buffer; masterKeyId: string } {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(aad(subjectId));
    const wrapped = Buffer.concat([iv, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
    return { wrapped, masterKeyId: this.current.id };
  }

  unwrap(subjectId: string, wrapped: Buffer, masterKeyId: string): Buffer {
    const master = this.byId.get(masterKeyId);
    if (!master) {
      throw new Error(
        `The vault key of ${subjectId} is wrapped by master key ${masterKeyId}, which is not configured: set VAULT_MASTER_KEY ` +
          `(or VAULT_RETIRED_MASTER_KEYS) to the key this database was written with (when none was set, it was generated into ` +
          `DATA_DIR/secrets/), or start on a fresh database`,
      );
    }
    const decipher = createDecipheriv('aes-256-gcm', master.key, wrapped.subarray(0, 12));
    decipher.setAAD(aad(subjectId));
    decipher.setAuthTag(wrapped.subarray(wrapped.length - 16));
    return Buffer.concat([decipher.update(wrapped.subarray(12, wrapped.length - 16)), decipher.final()]);
  }
}

function masterKey(secret: string): MasterKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'threshold', 'threshold/vault-master-key/v1', 32));
  const id = createHash('sha256').update('threshold/vault-master-key-id/v1').update(key).digest('hex').slice(0, 16);
  return { id, key };
}

const aad = (subjectId: string) => Buffer.from(`threshold-vault-key:${subjectId}`, 'utf8');
