import { useState, type FormEvent } from 'react';
import { RECONCILE_TEXTS } from '@clinic/contracts';
import { SubmitButton } from '../../../components/button';
import { TextField } from '../../../components/fields';

interface StatementFormProps {
  busy: boolean;
  onCheck: (file: File) => void;
}

export function StatementForm({ busy, onCheck }: StatementFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(RECONCILE_TEXTS.statementRequired);
      return;
    }
    setError(undefined);
    onCheck(file);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-4">
      <div className="min-w-64 flex-1">
        <TextField
          label="Statement file (CSV)"
          type="file"
          accept=".csv,text/csv"
          hint="Nothing is approved until you confirm below."
          error={error}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(undefined);
          }}
        />
      </div>
      <SubmitButton busy={busy} busyText="Checking…">
        Check statement
      </SubmitButton>
    </form>
  );
}
