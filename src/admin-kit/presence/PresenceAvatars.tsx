import { useEffect, useSyncExternalStore } from 'react';
import { Alert, Avatar, AvatarGroup, Box, Tooltip } from '@mui/material';
import { useRecordContext, useResourceContext } from 'react-admin';
import type { Presence } from '@/contract/events';
import { useSessionUser } from '@/auth/session';
import { API_MODE } from '@/data/config';
import { announcePresence, presentOn, subscribePresence } from '@/data/presence';
import { useT } from '@/i18n/useT';
import { initialsOf } from '@/shared/initials';
import { visuallyHidden } from '../visuallyHidden';

/** The others on this record's page (not this person, in any of their tabs). */
function useOthersHere(): readonly Presence[] {
  const area = useResourceContext()!;
  const id = useRecordContext()?.id;
  const me = useSessionUser()?.id;
  const everyone = useSyncExternalStore(subscribePresence, () => presentOn(area, id));
  return everyone.filter(({ person }) => String(person.id) !== String(me));
}

/**
 * On a show or edit page: says this person is here (viewing or editing), and shows the others who are, as avatars
 * named for screen readers and said aloud when they change. Not in the browser-only mode: one browser, one person.
 */
export function PresenceAvatars({ state }: { state: 'viewing' | 'editing' }) {
  const area = useResourceContext()!;
  const id = useRecordContext()?.id;
  const translate = useT();
  const others = useOthersHere();
  useEffect(() => {
    if (API_MODE === 'browser' || id === undefined) return;
    return announcePresence(area, Number(id), state);
  }, [area, id, state]);
  const said = others.map(({ person, state }) =>
    translate(state === 'editing' ? 'adminKit.presence.editing' : 'adminKit.presence.viewing', { name: person.name }),
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Box role="status" sx={visuallyHidden}>
        {said.join('. ')}
      </Box>
      {others.length > 0 && (
        <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: '0.875rem' } }}>
          {others.map(({ person, state }, index) => (
            <Tooltip key={person.id} title={said[index]}>
              <Avatar
                aria-label={said[index]}
                role="img"
                // Editing in the warning colour (dark text reads on it in both skins), viewing in the primary one.
                sx={
                  state === 'editing'
                    ? { bgcolor: 'warning.main', color: 'common.black' }
                    : { bgcolor: 'primary.main', color: 'primary.contrastText' }
                }
              >
                {initialsOf(person.name)}
              </Avatar>
            </Tooltip>
          ))}
        </AvatarGroup>
      )}
    </Box>
  );
}

/** The soft lock: on an edit page, someone else editing the same record is a warning, not a barrier. */
export function EditingElsewhere() {
  const translate = useT();
  const editing = useOthersHere().filter(({ state }) => state === 'editing');
  if (!editing.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('adminKit.presence.softLock', {
        names: editing.map(({ person }) => person.name).join(', '),
        smart_count: editing.length,
      })}
    </Alert>
  );
}
