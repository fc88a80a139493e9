import { z } from 'zod';
import { ruleMessage } from '../ruleMessages';

/** The repeater's rows (an invoice's lines) and the arithmetic of its totals. */
export const QUANTITY = { min: 1, max: 99 } as const;
export const TAX_RATES = [0, 6, 13, 23] as const;

export const lineSchema = z.object({
  item: z.string().trim().min(1, ruleMessage('itemRequired')),
  cost: z
    .string()
    .trim()
    .min(1, ruleMessage('required'))
    .refine((v) => Number.isFinite(Number(v)), ruleMessage('notANumber'))
    .refine((v) => !Number.isFinite(Number(v)) || Number(v) >= 0, ruleMessage('positive')),
  // Null while the quantity field is empty; the message says what is expected.
  quantity: z
    .number()
    .nullable()
    .refine(
      (v) => v !== null && Number.isInteger(v) && v >= QUANTITY.min && v <= QUANTITY.max,
      ruleMessage('quantity', QUANTITY),
    ),
});

export const repeaterSchema = z.object({
  lines: z.array(lineSchema).min(1, ruleMessage('itemRequired')),
  taxRate: z.number(),
});

export type RepeaterValues = z.input<typeof repeaterSchema>;

export const newLine = (): RepeaterValues['lines'][number] => ({ item: '', cost: '', quantity: 1 });

/** A line's amount: cost × quantity, counting an unreadable cost or quantity as 0 so totals never show NaN. */
export function lineAmount(line: { cost: string; quantity: number | null }): number {
  const cost = Number(line.cost);
  const quantity = line.quantity ?? 0;
  return Number.isFinite(cost) && cost > 0 && quantity > 0 ? Math.round(cost * quantity * 100) / 100 : 0;
}

export function repeaterTotals(lines: Array<{ cost: string; quantity: number | null }>, taxRatePercent: number) {
  const subtotal = Math.round(lines.reduce((sum, line) => sum + lineAmount(line), 0) * 100) / 100;
  const tax = Math.round(subtotal * taxRatePercent) / 100;
  return { subtotal, tax, total: Math.round((subtotal + tax) * 100) / 100, count: lines.length };
}
