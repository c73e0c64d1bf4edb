import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-primary text-white hover:bg-primary-dark disabled:bg-primary/50',
  secondary:
    'border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 disabled:text-gray-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
  success: 'bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-emerald-300',
} as const;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  small?: boolean;
};

export function Button({
  variant = 'primary',
  small = false,
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  const size = small ? 'px-3 py-1.5 text-sm' : 'px-4 py-2';
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed ${size} ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'disabled'> & {
  /** The form's call is running: the button is off and says so. */
  busy: boolean;
  busyText: string;
};

/** A form's submit button, which cannot send the form again while its call runs. */
export function SubmitButton({ busy, busyText, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? busyText : children}
    </Button>
  );
}
