import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { EmergencyNumbers } from '../../../components/emergency-numbers';
import { i18n } from '../../../lib/i18n';
import { pageTexts } from '../../../lib/page-texts';

export const messages = i18n('services/get-help', {
  heading: 'How to get help',
  firstStep:
    'If some of this sounds like you or someone you care about, you do not have to wait until things get worse, and you do not need to be sure of a diagnosis. A first appointment is a conversation: we listen, answer your questions and plan the next steps together. Everything you share stays confidential.',
  contactUs: 'Contact us',
  rightNow: 'Need help right now?',
  inCrisis:
    'If you are in crisis, thinking about harming yourself or ending your life, or worried about someone’s safety, please call one of these numbers now. You do not have to face this alone.',
});

/** The end of every condition page: the next step, whether it is a booking or a call right now. */
export function GetHelp() {
  const t = useStore(messages);
  const fixed = useStore(pageTexts);
  return (
    <section
      aria-labelledby="get-help-heading"
      className="mt-10 space-y-6 rounded-2xl bg-primary-soft p-6"
    >
      <div className="space-y-3">
        <h2 id="get-help-heading" className="text-xl font-semibold text-gray-900">
          {t.heading}
        </h2>
        <p className="text-gray-700">{t.firstStep}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/doctors" className="btn-primary">
            {fixed.bookAppointment}
          </Link>
          <Link to="/contact" className="btn-outline bg-white">
            {t.contactUs}
          </Link>
        </div>
      </div>
      <div className="rounded-xl border border-red-200 bg-white p-5">
        <h3 className="font-semibold text-red-800">{t.rightNow}</h3>
        <p className="mt-1 mb-3 text-sm text-gray-700">{t.inCrisis}</p>
        <EmergencyNumbers />
      </div>
    </section>
  );
}
