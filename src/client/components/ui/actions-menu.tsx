import clsx from 'clsx';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';

export type MenuAction =
  | { kind: 'link'; label: string; to: string; icon?: LucideIcon }
  | { kind: 'action'; label: string; onSelect: () => void; icon?: LucideIcon; destructive?: boolean };

type ActionsMenuProps = {
  name: string;
  /** Must begin the accessible name (WCAG 2.5.3 label in name). */
  children?: ReactNode;
  items: MenuAction[];
};

type Position = { top: number; left: number };

const GAP = 4;

/** The item each arrow, Home and End moves to, from the current one (wrapping). */
const MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowDown: (current) => current + 1,
  ArrowUp: (current) => current - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};
const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * A WAI-ARIA APG menu button (written here: no menu package, and the pattern is small). The menu is
 * `position: fixed` so a table's scroller cannot clip it, yet follows the button in the DOM for Tab order.
 */
export function ActionsMenu({ name, children = 'Actions', items }: ActionsMenuProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const firstFocus = useRef<'first' | 'last'>('first');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const triggerId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setPosition(null);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const openMenu = (focus: 'first' | 'last') => {
    firstFocus.current = focus;
    setOpen(true);
  };

  // Under the button, right edges aligned; above it when there is no room below.
  const place = useCallback(() => {
    const trigger = triggerRef.current?.getBoundingClientRect();
    const menu = menuRef.current?.getBoundingClientRect();
    if (!trigger || !menu) return;
    const below = trigger.bottom + GAP;
    const top =
      below + menu.height > window.innerHeight ? Math.max(GAP, trigger.top - GAP - menu.height) : below;
    const left = Math.max(GAP, Math.min(trigger.right - menu.width, window.innerWidth - menu.width - GAP));
    setPosition({ top, left });
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    place();
    const items = itemsOf(menuRef.current);
    (firstFocus.current === 'first' ? items[0] : items.at(-1))?.focus();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    // Any scroller moves the button: keep the menu beside it.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, close, place]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      items[(move(current, items.length) + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      // Tab: back on the button before the browser moves on, so Tab continues from it.
      if (event.key === 'Escape') event.preventDefault();
      close(true);
    } else if (event.key === ' ') {
      // A link does not follow itself on Space; a menu item must (APG).
      if (event.target instanceof HTMLAnchorElement) {
        event.preventDefault();
        event.target.click();
      }
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
      order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
    }
  };
  const itemClass = (destructive?: boolean) =>
    clsx(
      'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-left font-semibold no-underline',
      // tabindex -1 items lose the base focus ring: draw it inside the item.
      'focus:outline-3 focus:-outline-offset-3 focus:outline-focus',
      destructive
        ? 'text-red-800 hover:bg-red-50 focus:bg-red-100 focus:text-red-900'
        : 'text-slate-900 hover:bg-slate-100 focus:bg-blue-100 focus:text-slate-900',
    );

  return (
    <div className="relative inline-block">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
        className="inline-flex min-h-11 items-center gap-1 rounded-md border border-slate-400 bg-white px-3 py-1 font-semibold whitespace-nowrap text-slate-900 hover:bg-slate-100"
      >
        {children}
        <ChevronDown aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (next && !menuRef.current?.contains(next) && next !== triggerRef.current) close(false);
          }}
          // Unplaced for one layout pass only; still focusable then (visibility: hidden would not be).
          style={position ?? { top: 0, left: 0, opacity: 0 }}
          className="fixed z-50 flex min-w-48 flex-col gap-1 rounded-md border border-slate-400 bg-white p-1 shadow-lg"
        >
          {items.map((item) =>
            item.kind === 'link' ? (
              <Link
                key={item.label}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={itemClass()}
                onClick={() => close(false)}
              >
                {item.icon ? <item.icon aria-hidden="true" className="size-5 shrink-0" /> : null}
                {item.label}
              </Link>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClass(item.destructive)}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  // Button first, so a dialog the action opens returns focus there.
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon ? <item.icon aria-hidden="true" className="size-5 shrink-0" /> : null}
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
