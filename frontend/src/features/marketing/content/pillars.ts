import type { PlatformAnchor } from '@/config/paths';

/** Spec 000 §1: the three pillars, each with the platform page's anchor. */
export const PILLARS: ReadonlyArray<{ anchor: PlatformAnchor; name: string; summary: string }> = [
  {
    anchor: 'transaction-hub',
    name: 'Smart Transaction Hub',
    summary:
      'Deals, dates and documents in one dashboard, synced to your calendar, with an assistant that puts today’s most important task first.',
  },
  {
    anchor: 'client-experience',
    name: 'Client Experience Hub',
    summary:
      'A portal that shows clients their progress, what’s next and who to call, then becomes their lifetime Home Vault after closing.',
  },
  {
    anchor: 'guided-workflows',
    name: 'Guided Workflows',
    summary:
      'Templates by transaction type and state, milestone triggers and deadline alerts, so every deal follows the playbook.',
  },
];
