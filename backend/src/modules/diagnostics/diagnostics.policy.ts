import { definePolicy } from '../../platform/access/access-policy';
import { DiagnosticPingDto } from './diagnostic-ping.dto';

/** The admin diagnostics page and its room (spec 000 route table): admins only, as on HTTP. */
export const diagnosticsPolicy = definePolicy<DiagnosticPingDto>()({
  resource: 'diagnostics',
  roles: ['admin'],
  roleOf: (actor) => (actor.role === 'admin' ? 'admin' : 'none'),
  visibility: { admin: 'all' },
  refusal: { kind: 'forbidden', message: 'Forbidden - Invalid role' },
});
