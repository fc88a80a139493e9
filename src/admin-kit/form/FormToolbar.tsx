import { SaveButton, Toolbar } from 'react-admin';
import { TrashButton } from '../trash/TrashButtons';
import { ErrorAnnouncer } from './ErrorAnnouncer';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * Save — always enabled on an add form, so saving an empty form shows what is missing — and on edit a delete that
 * asks first (shown only to who may delete); after a refused save, the alert that says what is wrong. The notices of
 * a kept draft and of someone else's change sit above the fields (FormNotices).
 */
export function FormToolbar({ mode }: { mode: 'add' | 'edit' }) {
  return (
    <Toolbar sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
      <SaveButton alwaysEnable={mode === 'add'} />
      {mode === 'edit' && <TrashButton />}
      <UnsavedChangesGuard />
      <ErrorAnnouncer />
    </Toolbar>
  );
}
