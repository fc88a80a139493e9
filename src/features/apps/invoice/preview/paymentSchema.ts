import { z } from 'zod';
import { PAYMENT_METHODS } from '@/mock/types/invoice';
import { amountOf, paymentProblem } from '../invoiceMath';

/** The add-payment form for an invoice with `balance` left to pay (messages are i18n keys). */
export const paymentSchema = (balance: number) =>
  z.object({
    amount: z
      .string()
      .trim()
      .min(1, 'invoices.payment.amountRequired')
      .superRefine((text, ctx) => {
        const amount = Number(text.replace(',', '.'));
        const problem = Number.isFinite(amount) ? paymentProblem(amount, balance) : 'invoices.payment.amountPositive';
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    date: z.iso.date('invoices.payment.dateRequired'),
    method: z.enum(PAYMENT_METHODS, { error: 'invoices.payment.methodRequired' }),
    note: z.string().trim().max(500, 'invoices.validation.tooLong'),
  });

export type PaymentForm = z.input<ReturnType<typeof paymentSchema>>;

export const paymentAmount = (form: Pick<PaymentForm, 'amount'>) => amountOf(form.amount);
