import { Badge } from '@/components/ui/badge';

/** Spec 002 §6: fields clients never see are labelled so on the agent's screens. */
export function AgentOnlyBadge() {
  return <Badge tone="warning">AGENT ONLY</Badge>;
}
