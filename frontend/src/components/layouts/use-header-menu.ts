import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A header's navigation folded behind a toggle on small screens (the public site's and the signed-in
 * areas'). The menu belongs to the history entry it was opened on, so following any link closes it
 * without an effect (one to the same path with another query too); opening moves focus to its first link; Escape closes and gives focus back to the toggle; a
 * click outside the header closes, and so does tabbing past its last item.
 */
export function useHeaderMenu() {
  const { pathname, key } = useLocation();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const onHeaderBlur = (event: FocusEvent<HTMLElement>) => {
    if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpenAt(null);
  };

  return {
    open,
    pathname,
    headerProps: { ref: headerRef, onBlur: onHeaderBlur },
    toggleProps: { ref: toggleRef, type: 'button' as const, 'aria-expanded': open, 'aria-controls': menuId, onClick: () => setOpenAt(open ? null : key) },
    menuProps: { ref: menuRef, id: menuId },
  };
}
