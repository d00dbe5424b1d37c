import type { BadgeTone } from '@/components/ui/badge';

/** How each feeling reads and is coloured: good news calm, worry amber, the rest neutral. */
export const FEELING_LOOK: Record<string, { label: string; tone: BadgeTone }> = {
  excited: { label: 'Excited', tone: 'success' },
  happy: { label: 'Happy', tone: 'success' },
  confident: { label: 'Confident', tone: 'success' },
  neutral: { label: 'Neutral', tone: 'neutral' },
  anxious: { label: 'Anxious', tone: 'warning' },
  stressed: { label: 'Stressed', tone: 'warning' },
  overwhelmed: { label: 'Overwhelmed', tone: 'warning' },
  confused: { label: 'Confused', tone: 'warning' },
  frustrated: { label: 'Frustrated', tone: 'warning' },
};

export const feelingLook = (feeling: string) => FEELING_LOOK[feeling] ?? { label: feeling, tone: 'neutral' as const };
