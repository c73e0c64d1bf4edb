import {
  CRISIS_LINE,
  NATIONAL_EMERGENCY_NUMBER,
  TELE_MANAS,
  crisisHelpline,
} from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { Fragment, type ReactNode } from 'react';
import { useClinicConfig } from '../lib/clinic-config';
import { telHref } from '../lib/helplines';
import { i18n } from '../lib/i18n';

export const messages = i18n('components/crisis-line', {
  label: 'Crisis help',
  // The mail's line too (packages/contracts/src/crisis-help.ts); the numbers become call links.
  line: CRISIS_LINE,
  teleManas: TELE_MANAS.name,
});

// Each call link is a 44 x 44 px target (WCAG 2.2, 2.5.5; 2.5.8 asks 24) around the number's
// pill: the negative margin keeps the line of text 24 px high and the line's padding holds the
// rest of the target, so one line is 44 px. index.html paints the same before the code arrives.
const linkClass =
  'group -my-2.5 inline-flex min-h-11 min-w-11 items-center justify-center align-top whitespace-nowrap';
const numberClass =
  'rounded-full bg-white px-2 font-semibold text-red-800 ring-1 ring-red-300 group-hover:ring-red-800';

/** `text` with each `{key}` replaced by the node given for it. */
function fillIn(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? (nodes[part] ?? part) : part}</Fragment>
    ));
}

/**
 * One line at the top of every page with the first configured helpline and 112. Until the
 * configuration arrives, or if it fails, it shows Tele-MANAS (the default first helpline), so a
 * person in crisis always sees a number and the line keeps its size when the numbers come.
 * Not a live region: it is not announced again on every page.
 */
export function CrisisLine() {
  const t = useStore(messages);
  const config = useClinicConfig();
  const helpline = crisisHelpline(config.data?.emergencyNumbers ?? []);
  const call = (number: string) => (
    <a href={telHref(number)} className={linkClass}>
      <span className={numberClass}>{number}</span>
    </a>
  );
  return (
    <aside aria-label={t.label} data-crisis-line className="bg-red-50 text-gray-900">
      <p className="mx-auto max-w-6xl px-4 py-2.5 text-xs leading-6 sm:px-6 sm:text-sm">
        {fillIn(t.line, {
          name: helpline.name === TELE_MANAS.name ? t.teleManas : helpline.name,
          number: call(helpline.number),
          emergency: call(NATIONAL_EMERGENCY_NUMBER),
        })}
      </p>
    </aside>
  );
}
