import { paths } from '@/config/paths';

import type { Role } from './auth-store';

/** Spec 000 §2: after sign-in the landing is decided by role. */
export function landingPathFor(role: Role): string {
  switch (role) {
    case 'admin':
      return paths.admin.dashboard.href();
    case 'agent':
    case 'broker':
    case 'team_lead':
      return paths.agent.dashboard.href();
    case 'client':
      return paths.client.dashboard.href();
  }
}
