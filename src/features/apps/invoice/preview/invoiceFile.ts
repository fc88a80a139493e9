import type { Invoice, PaymentDetails } from '@/mock/types/invoice';
import { invoiceTotals } from '@/mock/types/invoice';
import { linePrice } from '../invoiceMath';
import { ISSUER } from '../issuer';
import { scoped, type KeysUnder, type Translate, type TranslateOptions } from '@/i18n/messageKeys';

export interface FileFormat {
  translate: Translate;
  money: (amount: number) => string;
  day: (isoDay: string) => string;
}

const escapeHtml = (text: string | number) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A self-contained HTML document of the invoice (what "Download" saves), every value escaped. */
export function invoiceHtml(invoice: Invoice, payment: PaymentDetails, { translate, money, day }: FileFormat): string {
  const invoices = scoped(translate, 'invoices');
  const t = (key: KeysUnder<'invoices'>, options?: TranslateOptions) => escapeHtml(invoices(key, options));
  const totals = invoiceTotals(invoice.items, invoice.discount, invoice.taxRate);
  const rows = invoice.items
    .map(
      (line) =>
        `<tr><td><strong>${escapeHtml(line.title)}</strong><br><small>${escapeHtml(line.description)}</small></td>` +
        `<td class="num">${escapeHtml(money(line.cost))}</td><td class="num">${line.qty}</td><td class="num">${escapeHtml(money(linePrice(line)))}</td></tr>`,
    )
    .join('');
  const client = invoice.client;
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${t('preview.fileTitle', { id: invoice.id })}</title>
<style>body{font-family:system-ui,sans-serif;color:#333;margin:40px}table{width:100%;border-collapse:collapse}th,td{padding:8px;border-bottom:1px solid #ddd;text-align:start}
.num{text-align:end}.cols{display:flex;justify-content:space-between;gap:24px;margin:24px 0}h1{margin:0}.totals td{border:0}</style></head>
<body>
<div class="cols"><div><h1>${escapeHtml(ISSUER.name)}</h1>${ISSUER.address.map((line) => `<div>${escapeHtml(line)}</div>`).join('')}<div>${escapeHtml(ISSUER.phone)}</div></div>
<div><h2>${t('preview.invoiceNumber', { id: invoice.id })}</h2><div>${t('fields.issuedDate')}: ${escapeHtml(day(invoice.issuedDate))}</div><div>${t('fields.dueDate')}: ${escapeHtml(day(invoice.dueDate))}</div></div></div>
<div class="cols"><div><h3>${t('preview.invoiceTo')}</h3><div>${escapeHtml(client.name)}</div><div>${escapeHtml(client.company)}</div><div>${escapeHtml(client.address)}</div><div>${escapeHtml(client.country)}</div><div>${escapeHtml(client.contact)}</div><div>${escapeHtml(client.companyEmail)}</div></div>
<div><h3>${t('preview.billTo')}</h3><div>${t('preview.totalDue')}: ${escapeHtml(money(payment.totalDue))}</div><div>${t('preview.bankName')}: ${escapeHtml(payment.bankName)}</div><div>${t('preview.country')}: ${escapeHtml(payment.country)}</div><div>${t('preview.iban')}: ${escapeHtml(payment.iban)}</div><div>${t('preview.swift')}: ${escapeHtml(payment.swiftCode)}</div></div></div>
<table><thead><tr><th>${t('fields.item')}</th><th class="num">${t('fields.cost')}</th><th class="num">${t('fields.qty')}</th><th class="num">${t('fields.price')}</th></tr></thead><tbody>${rows}</tbody></table>
<table class="totals"><tbody>
<tr><td>${t('fields.salesperson')}: ${escapeHtml(invoice.salesperson)}</td><td class="num">${t('totals.subtotal')}: ${escapeHtml(money(totals.subtotal))}</td></tr>
<tr><td></td><td class="num">${t('totals.discount')}: ${escapeHtml(money(totals.discount))}</td></tr>
<tr><td></td><td class="num">${t('totals.tax', { rate: invoice.taxRate })}: ${escapeHtml(money(totals.tax))}</td></tr>
<tr><td></td><td class="num"><strong>${t('totals.total')}: ${escapeHtml(money(invoice.total))}</strong></td></tr>
<tr><td></td><td class="num">${t('totals.balance')}: ${escapeHtml(money(invoice.balance))}</td></tr>
</tbody></table>
${invoice.note ? `<p><strong>${t('fields.note')}:</strong> ${escapeHtml(invoice.note)}</p>` : ''}
</body></html>`;
}

/** Saves text as a file through a temporary link (the browser's normal download). */
export function downloadFile(fileName: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
