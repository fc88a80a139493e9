import { useMemo } from 'react';
import { ALL_SUBJECTS } from '@schemas/kit/access';
import { areaKey, dynamicKey, type MessageKey } from '@/i18n/messageKeys';
import { declarations } from './registry';

/** Subjects outside the management areas that roles can grant (seed section 6). */
export const APP_SUBJECTS = ['ACL', 'Auth'];

export function subjectLabelKey(subject: string): MessageKey {
  if (subject === ALL_SUBJECTS || APP_SUBJECTS.includes(subject))
    return dynamicKey(`adminKit.permissions.subjects.${subject}`);
  return areaKey(subject, 'page.list');
}

/** Rows of the permission matrix: everything, each declared area, the app subjects, then any other subject a role holds. */
export function useSubjects(held: string[]): string[] {
  const key = held.join('|');
  return useMemo(() => {
    const known = [ALL_SUBJECTS, ...declarations.map((d) => d.subject), ...APP_SUBJECTS];
    return [...known, ...key.split('|').filter((s) => s && !known.includes(s))];
  }, [key]);
}
