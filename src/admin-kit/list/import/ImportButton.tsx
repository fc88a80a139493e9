import { lazy, Suspense, useState } from 'react';
import UploadIcon from '@mui/icons-material/Publish';
import { Button, useCanAccess, useResourceContext } from 'react-admin';

// The dialog and its CSV reader load when someone imports, not with the list.
const ImportDialog = lazy(() => import('./ImportDialog'));

/** Import, beside Export, for who may add records (POST /v1/{area}/import). */
export function ImportButton() {
  const area = useResourceContext()!;
  const { canAccess } = useCanAccess({ action: 'create', resource: area });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button label="adminKit.list.import.action" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog area={area} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
