import type { ManagedUserPlan, ManagedUserRole } from '@/mock/types/users';
import type { KeysUnder } from '@/i18n/messageKeys';

/** What each plan costs per month and which benefits (i18n keys under appUsers.planCard.benefits) it includes. */
export const PLAN_OFFER: Record<
  ManagedUserPlan,
  { monthlyPrice: number; benefits: Array<KeysUnder<'appUsers.planCard.benefits'>> }
> = {
  basic: { monthlyPrice: 0, benefits: ['users1', 'storage5', 'basicSupport'] },
  team: { monthlyPrice: 49, benefits: ['users10', 'storage50', 'emailSupport'] },
  company: { monthlyPrice: 99, benefits: ['users50', 'storage200', 'prioritySupport'] },
  enterprise: { monthlyPrice: 199, benefits: ['usersUnlimited', 'storageUnlimited', 'dedicatedSupport'] },
};

export const PERMISSION_MODULES = ['admin', 'staff', 'author', 'contributor', 'user'] as const;
export const PERMISSION_ACTIONS = ['read', 'write', 'create', 'delete'] as const;
export type PermissionModule = (typeof PERMISSION_MODULES)[number];
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export type PermissionMatrix = Record<PermissionModule, Record<PermissionAction, boolean>>;

/** Which modules a role may read, write, create in and delete from (the rights each role grants). */
const GRANTS: Record<ManagedUserRole, Partial<Record<PermissionModule, PermissionAction[]>>> = {
  admin: {
    admin: ['read', 'write', 'create', 'delete'],
    staff: ['read', 'write', 'create', 'delete'],
    author: ['read', 'write', 'create', 'delete'],
    contributor: ['read', 'write', 'create', 'delete'],
    user: ['read', 'write', 'create', 'delete'],
  },
  maintainer: {
    staff: ['read', 'write'],
    author: ['read', 'write', 'create'],
    contributor: ['read', 'write', 'create', 'delete'],
    user: ['read', 'write', 'create', 'delete'],
  },
  editor: { author: ['read', 'write'], contributor: ['read', 'write', 'create'], user: ['read'] },
  author: { author: ['read', 'write', 'create'], contributor: ['read'], user: ['read'] },
  subscriber: { user: ['read'] },
};

export function rolePermissions(role: ManagedUserRole): PermissionMatrix {
  const granted = GRANTS[role];
  return Object.fromEntries(
    PERMISSION_MODULES.map((module) => [
      module,
      Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, granted[module]?.includes(action) ?? false])),
    ]),
  ) as PermissionMatrix;
}
