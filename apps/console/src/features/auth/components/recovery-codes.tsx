import { Button } from '../../../components/button';

interface Props {
  codes: string[];
  onSaved: () => void;
}

/** Shown once, right after the second factor is set up: the way in when the phone is lost. */
export function RecoveryCodes({ codes, onSaved }: Props) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">
        Keep these codes somewhere safe, such as a password manager. If you lose your phone, each
        code lets you log in once instead of the 6-digit code. They are not shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-gray-50 p-4 font-mono text-sm text-gray-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button className="w-full" onClick={onSaved}>
        I have saved my recovery codes
      </Button>
    </div>
  );
}
