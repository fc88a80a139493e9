/** Amounts are kept in whole cents to avoid floating-point drift (0.1 + 0.2). */
export const roundMoney = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

export const sumMoney = (amounts: readonly number[]) => roundMoney(amounts.reduce((sum, amount) => sum + amount, 0));
