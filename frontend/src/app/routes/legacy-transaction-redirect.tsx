import { Navigate, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';

/** /dashboard/agent/transactions/:id(/test) and /transactions/:id/test → the detail route, replacing history. */
export function LegacyTransactionRedirect() {
  const { id } = useParams();
  return <Navigate to={paths.agent.detail.href(id)} replace />;
}
