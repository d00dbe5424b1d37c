import type { CSSProperties } from 'react';

import { cn } from '@/utils/cn';

import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: 'sm' | 'md' | 'full';
  className?: string;
}

/**
 * A placeholder block while content loads. Decorative: put `aria-busy` on the region it stands
 * in for, and announce loading once (e.g. with a visually hidden "Loading …" status).
 */
export function Skeleton({ width = '100%', height = '1rem', radius = 'sm', className }: SkeletonProps) {
  return <span aria-hidden="true" className={cn(styles.skeleton, styles[radius], className)} style={{ width, height }} />;
}
