import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { configQueryOptions, doctorsQueryOptions } from '../../lib/shared-queries';
import { useCreateDoctor, useUpdateDoctor } from './api/save-doctor';
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

/** The doctor's details and, below, the calendar of times to block. */
export function DoctorEditorPage() {
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

  return (
    <>
      <PageHeader title={doctor.name} />
      <div className="space-y-6">
        <DoctorForm
          key={doctor._id}
          doctor={doctor}
          pending={updateMutation.isPending}
          onSubmit={(form) => updateMutation.mutate({ doctorId: doctor._id, form })}
        />
        <SlotCalendar doctor={doctor} now={new Date()} timeZone={config.data.timeZone} />
      </div>
    </>
  );
}
