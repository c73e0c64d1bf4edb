/**
 * Staff downloads of a patient's receipt (docs/decisions.md, Receipts). A receipt shows the
 * patient's name, so each download is a read of personal data and writes an audit entry.
 */
import type { AppContext } from '../../context.js';
import { createReceiptService } from '../receipts/service.js';
import type { ReceiptFile } from '../receipts/service.js';
import type { Actor, AuditLog } from './audit-log.js';

export function createAdminReceiptService(ctx: AppContext, audit: AuditLog) {
  const receipts = createReceiptService(ctx);

  async function receipt(actor: Actor, appointmentId: string): Promise<ReceiptFile> {
    const file = await receipts.staffReceipt(appointmentId);
    await audit.record(actor, {
      action: 'receipt.read',
      targetType: 'appointment',
      targetId: appointmentId,
      before: null,
      after: { receipt: file.number },
      patientIds: [file.patientId],
    });
    return file;
  }

  return { receipt };
}
