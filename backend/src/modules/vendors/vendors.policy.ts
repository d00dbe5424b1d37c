import { definePolicy } from '../../platform/access/access-policy';
import { VENDOR_MESSAGES } from './domain/vendor.decide';
import { VendorDto } from './vendors.dto';

interface VendorFacts {
  agentId: string;
}

/**
 * Who may touch a library vendor (docs/adr/0017, 0043): the agent who wrote it down, alone (spec 001
 * §6 "manage their own vendor library"). Another agent's vendor is 403 'Forbidden - You do not own this
 * vendor' and an unknown or deleted one 404 'Vendor not found in library' (spec 001 §8); admins and
 * clients are refused by the route's roles first (403 'Forbidden - Invalid role', ADR 0041).
 */
export const vendorPolicy = definePolicy<VendorDto & { agent_id?: string }>()({
  resource: 'vendor',
  roles: ['owner'],
  load: async (ids, sql) => {
    const rows = await sql.query<{ id: string; agent_id: string }>('SELECT id, agent_id FROM vendor_library WHERE id = ANY($1::uuid[])', [ids]);
    return new Map(rows.map((row) => [row.id, { agentId: row.agent_id }]));
  },
  factsOf: (row) => (row.agent_id ? { agentId: row.agent_id } : undefined),
  roleOf: (actor, facts: VendorFacts | undefined) => (facts && facts.agentId === actor.userId ? 'owner' : 'none'),
  visibility: {
    owner: {
      allow: ['id', 'name', 'category', 'contact_name', 'company', 'email', 'phone', 'website', 'notes', 'created_at', 'updated_at', 'version'],
    },
  },
  refusal: { kind: 'forbidden', message: VENDOR_MESSAGES.notOwned },
  notFound: { message: VENDOR_MESSAGES.notFound },
});
