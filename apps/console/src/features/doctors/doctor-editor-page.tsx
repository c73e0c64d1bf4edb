import { toDateKey, zonedClock } from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { useMay } from '../../lib/operator';
import { configQueryOptions, doctorsQueryOptions } from '../../lib/shared-queries';
import { useCreateDoctor, useUpdateDoctor } from './api/save-doctor';
import { AboutForm } from './components/about-form';
import { BlockDaysForm } from './components/block-days-form';
import { DoctorForm } from './components/doctor-form';
import { SlotCalendar } from './components/slot-calendar';

export function NewDoctorPage() {
  const navigate = useNavigate();
  const createMutation = useCreateDoctor();
  return (
    <>
      <PageHeader title="Add a doctor" />
      <DoctorForm
        pending={createMutation.isPending}
        onSubmit={(form) =>
          createMutation.mutate(form, {
            onSuccess: (answer) => navigate(`/doctors/${answer.doctor._id}`),
          })
        }
      />
    </>
  );
}

/**
 * The doctor's details and, below, whole days to block (leave) and the calendar of times to block. The owner edits every field,
 * a doctor their own About text; the front desk blocks times only.
 */
export function DoctorEditorPage() {
  const may = useMay();
  const { doctorId } = useParams();
  const doctors = useQuery(doctorsQueryOptions());
  const config = useQuery(configQueryOptions());
  const updateMutation = useUpdateDoctor();
  const doctor = doctors.data?.find((item) => item._id === doctorId);

  if (doctors.isPending || config.isPending) return <Loading />;
  if (doctors.error)
    return <ErrorState error={doctors.error} onRetry={() => void doctors.refetch()} />;
  if (config.error)
    return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (!doctor) return <EmptyState>This doctor does not exist.</EmptyState>;

  const pending = updateMutation.isPending;
  const now = new Date();
  const todayKey = toDateKey(zonedClock(now, config.data.timeZone));
  const save = (form: FormData) => updateMutation.mutate({ doctorId: doctor._id, form });

  return (
    <>
      <PageHeader title={doctor.name} />
      <div className="space-y-6">
        {may('doctors-manage') ? (
          <DoctorForm key={doctor._id} doctor={doctor} pending={pending} onSubmit={save} />
        ) : (
          may('doctor-profile') && (
            <AboutForm key={doctor._id} doctor={doctor} pending={pending} onSubmit={save} />
          )
        )}
        <BlockDaysForm doctor={doctor} todayKey={todayKey} />
        <SlotCalendar doctor={doctor} now={now} timeZone={config.data.timeZone} />
      </div>
    </>
  );
}
