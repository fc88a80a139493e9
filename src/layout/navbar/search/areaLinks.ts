import { useMemo } from 'react';
import { declarations } from '@/admin-kit/registry';
import { recordPathOf } from '@/admin-kit/declaration';
import { abilityOf, can } from '@/auth/abilities';
import { useSessionUser } from '@/auth/session';
import type { AreaLinks } from './searchOptions';

/** Where the signed-in person's search results lead: the same pages their lists lead to (src/admin-kit/list). */
export function useAreaLinks(): AreaLinks {
  const user = useSessionUser();
  return useMemo(() => {
    const ability = abilityOf(user?.ability);
    const byName = new Map(declarations.map((declaration) => [declaration.name, declaration]));
    return (area) => {
      const declaration = byName.get(area);
      if (!declaration) return undefined;
      const may = { edit: can('edit', area, ability), show: can('read', area, ability) };
      return {
        record: (id) => recordPathOf(area, declaration.paths, id, may),
        list: may.show && declaration.has('list'),
        nameField: declaration.representation,
      };
    };
  }, [user]);
}
