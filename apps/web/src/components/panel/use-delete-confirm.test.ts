import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { notify } from '../../lib/toasts.ts';
import { useDeleteConfirm } from './use-delete-confirm.ts';

vi.mock('../../lib/toasts.ts', () => ({ notify: { success: vi.fn(() => Promise.resolve()) } }));

const item = { uid: 'prod0001abcd', name: 'Hinge' };

function setup() {
  const remove = { mutate: vi.fn<(uid: string, options: { onSuccess: () => void }) => void>() };
  const { result } = renderHook(() => useDeleteConfirm(remove, (deleted: typeof item) => `Deleted ${deleted.name}`));
  return { remove, result };
}

describe('asking before a list row is deleted', () => {
  it('asks about the item, then deletes it on confirming and says so once the server agrees', () => {
    const { remove, result } = setup();
    expect(result.current.dialog).toMatchObject({ opened: false, danger: true });
    act(() => result.current.ask(item));
    expect(result.current.deleting).toBe(item);
    expect(result.current.dialog.opened).toBe(true);

    act(() => result.current.dialog.onConfirm());
    expect(result.current.dialog.opened).toBe(false);
    expect(remove.mutate).toHaveBeenCalledWith('prod0001abcd', expect.anything());
    expect(notify.success).not.toHaveBeenCalled();
    remove.mutate.mock.calls[0]![1].onSuccess();
    expect(notify.success).toHaveBeenCalledWith('Deleted Hinge');
  });

  it('deletes nothing when cancelled', () => {
    const { remove, result } = setup();
    act(() => result.current.ask(item));
    act(() => result.current.dialog.onCancel());
    expect(result.current.deleting).toBeNull();
    expect(remove.mutate).not.toHaveBeenCalled();
  });
});
