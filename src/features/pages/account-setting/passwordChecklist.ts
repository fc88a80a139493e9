import { passwordPolicyStatus, type PasswordPolicyId } from './schemas';

export type ChecklistItem = { id: PasswordPolicyId | 'differs' | 'matches'; met: boolean };

/** What the change-password form shows under the new password: each rule of the policy, then difference and match. */
export function passwordChecklist(current: string, next: string, retype: string): ChecklistItem[] {
  return [
    ...passwordPolicyStatus(next),
    { id: 'differs', met: next !== '' && next !== current },
    { id: 'matches', met: next !== '' && retype === next },
  ];
}
