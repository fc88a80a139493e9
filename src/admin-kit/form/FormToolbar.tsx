import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { ConflictNotice } from './conflict';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * Save — always enabled on an add form, so saving an empty form shows what is missing — and on edit a delete that
 * asks first (shown only to who may delete), and the notice of a change someone else saved meanwhile.
 */
export function FormToolbar({ mode }: { mode: 'add' | 'edit' }) {
  return (
    <Toolbar sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
      {mode === 'edit' && <ConflictNotice />}
      <SaveButton alwaysEnable={mode === 'add'} />
      {mode === 'edit' && <DeleteButton mutationMode="pessimistic" successMessage="adminKit.notify.trashed" />}
      <UnsavedChangesGuard />
    </Toolbar>
  );
}
