import type { ReactNode } from 'react';
import { AddNotificationContext, useAddNotificationContext } from 'react-admin';
import { READ_REFUSED } from '@/data/dataProvider';

/**
 * A read the API refused (403) is said by the screen, not by a toast: the session's abilities are read again
 * (authProvider.checkError) and the page says "You no longer have access to …" (src/routes/AccessLost.tsx). So
 * react-admin's own error toast for it is dropped here, and the person reads one message.
 */
export function QuietRefusedReads({ children }: { children: ReactNode }) {
  const add = useAddNotificationContext();
  return (
    <AddNotificationContext.Provider
      value={(notification) => {
        if (notification.message !== READ_REFUSED) add(notification);
      }}
    >
      {children}
    </AddNotificationContext.Provider>
  );
}
