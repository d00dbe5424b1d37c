/**
 * The leadership cards on the About and Investors pages. Roles and focus only; replace the
 * descriptions with the real team's bios and photos when they are approved for publication.
 */
export const TEAM = [
  {
    initials: 'CEO',
    role: 'Founder & CEO',
    focus: 'Product vision and partnerships',
    bio: 'A Central Texas agent turned founder who lived the late-night “any update?” texts, and set out to make them unnecessary.',
  },
  {
    initials: 'CPO',
    role: 'Head of Product',
    focus: 'Agent and client experience',
    bio: 'Spends more time on ride-alongs with agents and walkthroughs with buyers than in planning meetings. Every screen is tested with both.',
  },
  {
    initials: 'CTO',
    role: 'Head of Engineering',
    focus: 'Platform, security and data',
    bio: 'Builds the auditable core of Threshold: every change recorded, every file access authorised, no client data ever sold.',
  },
] as const;
