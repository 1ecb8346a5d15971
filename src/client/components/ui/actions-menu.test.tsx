import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ActionsMenu, type MenuAction } from './actions-menu';

function renderMenu(onDelete = vi.fn()) {
  const items: MenuAction[] = [
    { kind: 'link', label: 'View Details', to: '/plans/1' },
    { kind: 'link', label: 'Quick Edit', to: '/plans/1/edit' },
    { kind: 'action', label: 'Delete', onSelect: onDelete, destructive: true },
  ];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ActionsMenu name="Actions for Gold Plan (H1)" items={items} />
            <button type="button">After the menu</button>
          </>
        ),
      },
      { path: '/plans/1', element: <h1>Plan details</h1> },
      { path: '/plans/1/edit', element: <h1>Edit plan</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { trigger: screen.getByRole('button', { name: 'Actions for Gold Plan (H1)' }), onDelete };
}

describe('ActionsMenu (a menu button, WAI-ARIA APG)', () => {
  it('opens from the keyboard on the first item, moves with the arrows, Home and End, and wraps', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveTextContent('Actions');

    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Actions for Gold Plan (H1)' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'View Details' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Quick Edit' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View Details' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'View Details' })).toHaveFocus();
    await user.keyboard('q');
    expect(screen.getByRole('menuitem', { name: 'Quick Edit' })).toHaveFocus();
  });

  it('closes on Escape with the keyboard back on its button; Arrow Up opens on the last item', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab, the keyboard going on to what follows the button', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After the menu' })).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows a link item on Enter or Space', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Quick Edit' })).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('heading', { name: 'Edit plan' })).toBeInTheDocument();
  });

  it('runs an action with the keyboard back on the button, so a dialog it opens returns there', async () => {
    const user = userEvent.setup();
    let focusedWhenRun: Element | null = null;
    const { trigger, onDelete } = renderMenu(
      vi.fn(() => {
        focusedWhenRun = document.activeElement;
      }),
    );
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(focusedWhenRun).toBe(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
