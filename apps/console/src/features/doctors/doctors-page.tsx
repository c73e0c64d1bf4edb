import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { TEXTS } from '@clinic/contracts';
import { formatRupees } from '@clinic/client-kit';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { useMay } from '../../lib/operator';
import { doctorsQueryOptions } from '../../lib/shared-queries';
import { useSetAvailability } from './api/set-availability';

/** Every doctor for the owner and the front desk; a doctor's account lists their own record. */
export function DoctorsPage() {
  const may = useMay();
  const doctors = useQuery(doctorsQueryOptions());
  const availability = useSetAvailability();
  return (
    <>
      <PageHeader title="Doctors">
        {may('doctors-manage') && (
          <Link
            to="/doctors/new"
            className="rounded-lg bg-primary px-4 py-2 font-medium text-white hover:bg-primary-dark"
          >
            Add doctor
          </Link>
        )}
      </PageHeader>
      {doctors.isPending && <Loading />}
      {doctors.error && <ErrorState error={doctors.error} onRetry={() => void doctors.refetch()} />}
      {doctors.data && doctors.data.length === 0 && <EmptyState>No doctors yet.</EmptyState>}
      {doctors.data && doctors.data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {doctors.data.map((doctor) => (
            <li
              key={doctor._id}
              className="flex gap-4 rounded-2xl border border-gray-200 bg-white p-4"
            >
              <img
                src={doctor.image}
                alt=""
                className="size-20 shrink-0 rounded-xl bg-primary-soft object-cover"
              />
              <div className="min-w-0 flex-1">
                <h2 className="truncate font-semibold text-gray-900">{doctor.name}</h2>
                <p className="text-sm text-gray-600">
                  {doctor.speciality} · {formatRupees(doctor.fees)}
                </p>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <button
                    type="button"
                    role="switch"
                    aria-checked={doctor.available}
                    aria-label={`${doctor.name} available`}
                    disabled={availability.isPending}
                    onClick={() =>
                      availability.mutate({ doctorId: doctor._id, available: !doctor.available })
                    }
                    className="inline-flex items-center gap-2 text-sm"
                  >
                    <span
                      aria-hidden="true"
                      className={`relative inline-block h-5 w-9 rounded-full transition-colors ${doctor.available ? 'bg-emerald-500' : 'bg-gray-300'}`}
                    >
                      <span
                        className={`absolute top-0.5 size-4 rounded-full bg-white transition-all ${doctor.available ? 'left-4.5' : 'left-0.5'}`}
                      />
                    </span>
                    <span className={doctor.available ? 'text-emerald-700' : 'text-red-700'}>
                      {doctor.available ? TEXTS.available : TEXTS.notAvailable}
                    </span>
                  </button>
                  <Link
                    to={`/doctors/${doctor._id}`}
                    className="text-sm font-medium text-primary hover:underline"
                    aria-label={`Edit ${doctor.name}`}
                  >
                    Edit
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
