import { passwordRuleStatus, type PasswordRuleId } from './schemas';

export type ChecklistItem = { id: PasswordRuleId | 'differs' | 'matches'; met: boolean };

/** What the change-password form shows under the new password: each strength rule, then difference and match. */
export function passwordChecklist(current: string, next: string, retype: string): ChecklistItem[] {
  return [
    ...passwordRuleStatus(next),
    { id: 'differs', met: next !== '' && next !== current },
    { id: 'matches', met: next !== '' && retype === next },
  ];
}
