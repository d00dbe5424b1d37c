import { Icon, type IconProps } from '@/components/ui/icons';

/**
 * Icons the marketing pages need beyond components/ui/icons (same 24px stroke style). Decorative:
 * every one is aria-hidden and sits next to text that says the same.
 */
export const CalendarIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <rect x="3" y="4.5" width="18" height="16" rx="2" />
    <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
  </Icon>
);
export const FileIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M14 2.5H6.5a2 2 0 0 0-2 2v15a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V8z" />
    <path d="M14 2.5V8h5.5M8.5 13h7M8.5 17h5" />
  </Icon>
);
export const MessageIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
  </Icon>
);
export const BellIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8.5 3 8.5H3S6 15 6 8z" />
    <path d="M10.3 20a2 2 0 0 0 3.4 0" />
  </Icon>
);
export const ChartIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-4 3 3 5-6" />
  </Icon>
);
export const ShieldIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M12 2.5 4 5.5v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10v-6z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);
export const UsersIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20.5c.6-3.6 3.3-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
    <path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18 15.3c2 .7 3.2 2.4 3.5 5.2" />
  </Icon>
);
export const BuildingIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <rect x="4" y="2.5" width="16" height="19" rx="1.5" />
    <path d="M9 7h1.5M13.5 7H15M9 11h1.5M13.5 11H15M9 15h1.5M13.5 15H15M10 21.5v-3h4v3" />
  </Icon>
);
export const SparklesIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M10 3.5 11.6 8a3 3 0 0 0 1.9 1.9L18 11.5l-4.5 1.6a3 3 0 0 0-1.9 1.9L10 19.5 8.4 15a3 3 0 0 0-1.9-1.9L2 11.5l4.5-1.6A3 3 0 0 0 8.4 8z" />
    <path d="M19 2.5v4M21 4.5h-4" />
  </Icon>
);
export const ClockIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
export const HomeIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9v11.5h14V9M10 20.5v-6h4v6" />
  </Icon>
);
export const UploadIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M12 15V3.5M7 8l5-4.5L17 8" />
    <path d="M4 14.5v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
  </Icon>
);
export const WorkflowIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
    <path d="M6.5 10v3.5a2 2 0 0 0 2 2H14" />
  </Icon>
);
export const KeyIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <circle cx="8" cy="15" r="4.5" />
    <path d="m11.5 11.5 9-9M17 6l2.5 2.5M14.5 8.5 16 10" />
  </Icon>
);
export const TargetIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </Icon>
);
export const HeartIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M12 20.5s-8.5-4.8-8.5-11A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 8.5 2.9c0 6.2-8.5 11-8.5 11z" />
  </Icon>
);
export const MapPinIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M12 21.5s-7-6.2-7-12a7 7 0 1 1 14 0c0 5.8-7 12-7 12z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
export const MailIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
    <path d="m3 6 9 7 9-7" />
  </Icon>
);
export const RocketIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M5 15c-1.5 1-2 3.5-2 6 2.5 0 5-.5 6-2" />
    <path d="M9 18.5 5.5 15c1.5-6 6-11.5 15-12.5-1 9-6.5 13.5-11.5 16z" />
    <circle cx="15" cy="9" r="1.8" />
  </Icon>
);
export const PauseIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);
export const PlayIcon = (p: IconProps) => (
  <Icon strokeWidth={1.8} {...p}>
    <path d="M7 4.5v15l12-7.5z" />
  </Icon>
);
export const QuoteIcon = (p: IconProps) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <path d="M9.5 6C6 7.3 4 10 4 13.6V18h6v-6H7.3c.2-2 1.3-3.4 3.2-4.3zM19.5 6C16 7.3 14 10 14 13.6V18h6v-6h-2.7c.2-2 1.3-3.4 3.2-4.3z" />
  </Icon>
);
