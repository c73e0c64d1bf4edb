import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  contactFormError,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  type ContactFormError,
  type ContactRequest,
} from '@clinic/contracts';
import { toast } from 'react-toastify/unstyled';
import { useStore } from '@nanostores/react';
import { i18n } from '../../../lib/i18n';
import { texts } from '../../../lib/texts';
import { pageTexts } from '../../../lib/page-texts';
import { contactFailureText, useSendContactMessage } from '../api/send-contact-message';

type Field = keyof ContactRequest;

export const messages = i18n('contact/form', {
  heading: 'Email Us',
  intro:
    'Write to us with a question or a request for a call back. Please do not use this form in an emergency; call one of the helpline numbers instead.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  phone: 'Phone',
  phonePlaceholder: '10-digit mobile number',
  message: 'Message',
  send: 'Send Message',
});

const EMPTY: ContactRequest = { name: '', email: '', subject: '', phone: '', message: '' };

/** The fields the current error is about, so they can be marked invalid for assistive technology. */
function invalidFields(values: ContactRequest, error: ContactFormError | null): Set<Field> {
  if (error === 'contactAllFieldsRequired') {
    return new Set((Object.keys(values) as Field[]).filter((field) => values[field].trim() === ''));
  }
  if (error === 'contactInvalidEmail' && !EMAIL_PATTERN.test(values.email.trim()))
    return new Set(['email']);
  if (error === 'contactInvalidPhone' && !PHONE_PATTERN.test(values.phone.trim()))
    return new Set(['phone']);
  return new Set();
}

/** The 'Email Us' form: the checks and texts of docs/product.md, Validation; then POST econtact. */
export function ContactForm() {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const page = useStore(pageTexts);
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [error, setError] = useState<ContactFormError | null>(null);
  const send = useSendContactMessage();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = invalidFields(values, error);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const problem = contactFormError(values);
    setError(problem);
    if (problem) return;
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as ContactRequest;
    send.mutate(trimmed, {
      onSuccess: () => {
        toast.success(fixed.messageSent);
        setValues(EMPTY);
      },
      onError: (failure) => toast.error(contactFailureText(failure)),
    });
  };

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange,
    required: true,
    'aria-invalid': invalid.has(field) || undefined,
    'aria-describedby': invalid.has(field) ? errorId : undefined,
    className: 'field',
  });

  return (
    // POST, not the default GET: a message sent before the page is hydrated must not put the
    // patient's words in an address (history, logs).
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-gray-900">
        {t.heading}
      </h2>
      <p className="text-sm text-gray-600">{t.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="label">
            {t.name}
          </label>
          <input type="text" autoComplete="name" {...fieldProps('name')} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="label">
            {t.email}
          </label>
          <input type="email" autoComplete="email" {...fieldProps('email')} />
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className="label">
            {t.subject}
          </label>
          <input type="text" {...fieldProps('subject')} />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="label">
            {t.phone}
          </label>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t.phonePlaceholder}
            {...fieldProps('phone')}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="label">
          {t.message}
        </label>
        <textarea rows={5} {...fieldProps('message')} />
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {fixed[error]}
        </p>
      )}
      <button type="submit" disabled={send.isPending} className="btn-primary w-full sm:w-auto">
        {send.isPending ? page.sending : t.send}
      </button>
    </form>
  );
}
