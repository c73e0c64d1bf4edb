/**
 * Reconciliation with the clinic's statement: an uploaded statement is read and set against every
 * proof waiting for review, and nothing changes; then the proofs the console showed as matched
 * are approved one by one through the same approval as a single one (audited, the patient
 * mailed), each only if it is still pending with the transaction ID and amount that matched.
 */
import { ADMIN_PAGE_SIZE_MAX } from '@clinic/contracts';
import type {
  PendingProof,
  ReconcileApproveRequest,
  ReconcileApproveResponse,
  ReconciliationResponse,
} from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { transactionKey } from '../../store/rules.js';
import type { AppointmentRecord } from '../../store/types.js';
import type { createAdminAppointmentService } from './appointments-service.js';
import type { Actor, AuditLog } from './audit-log.js';
import { reconcile } from './reconciliation.js';
import { readStatement } from './statement.js';

type Approval = Pick<ReturnType<typeof createAdminAppointmentService>, 'approve'>;

const pendingProof = (appointment: AppointmentRecord): PendingProof => ({
  appointmentId: appointment._id,
  patient: appointment.userData.name,
  doctor: appointment.docData.name,
  slotDate: appointment.slotDate,
  slotTime: appointment.slotTime,
  amount: appointment.amount,
  transactionId: appointment.paymentProof.transactionId ?? '',
});

export function createReconciliationService(
  { store }: Pick<AppContext, 'store'>,
  audit: AuditLog,
  approval: Approval,
) {
  /** Every live appointment whose proof waits for review, page by page. */
  async function pendingAppointments(): Promise<AppointmentRecord[]> {
    const all: AppointmentRecord[] = [];
    for (let page = 1; ; page += 1) {
      const { appointments, total } = await store.appointments.list({
        status: 'proof-pending',
        page,
        pageSize: ADMIN_PAGE_SIZE_MAX,
      });
      all.push(...appointments);
      if (appointments.length === 0 || all.length >= total) return all;
    }
  }

  /** The answer names every pending proof's patient, so it is audited as a read. */
  async function check(
    actor: Actor,
    file: { buffer: Buffer; mimetype: string },
  ): Promise<Omit<ReconciliationResponse, 'success'>> {
    const statement = readStatement(file);
    const pending = await pendingAppointments();
    const groups = reconcile(statement.lines, pending.map(pendingProof));
    await audit.recordRead(
      actor,
      {
        action: 'reconciliation.read',
        targetType: 'appointments',
        shown: {
          format: statement.format.id,
          linesRead: statement.lines.length,
          appointmentIds: pending.map((appointment) => appointment._id),
        },
      },
      [...new Set(pending.map((appointment) => appointment.userId))],
    );
    return {
      format: { id: statement.format.id, name: statement.format.name },
      linesRead: statement.lines.length,
      unreadableRows: statement.unreadableRows,
      ...groups,
    };
  }

  async function approveMatched(
    actor: Actor,
    { payments }: ReconcileApproveRequest,
  ): Promise<Omit<ReconcileApproveResponse, 'success' | 'message'>> {
    const approved: string[] = [];
    const skipped: ReconcileApproveResponse['skipped'] = [];
    for (const payment of payments) {
      const { appointmentId } = payment;
      const current = await store.appointments.findById(appointmentId);
      if (!current || current.cancelled || current.paymentProof.status !== 'pending') {
        skipped.push({ appointmentId, reason: 'not-pending' });
        continue;
      }
      const sameProof =
        transactionKey(current.paymentProof.transactionId ?? '') ===
          transactionKey(payment.transactionId) && current.amount === payment.amount;
      if (!sameProof) {
        skipped.push({ appointmentId, reason: 'changed' });
        continue;
      }
      try {
        await approval.approve(actor, appointmentId);
        approved.push(appointmentId);
      } catch (error) {
        // Decided or cancelled by someone else since it was read: the others still go ahead.
        if (!(error instanceof AppError) || (error.status !== 409 && error.status !== 404))
          throw error;
        skipped.push({ appointmentId, reason: 'not-pending' });
      }
    }
    return { approved, skipped };
  }

  return { check, approveMatched };
}
