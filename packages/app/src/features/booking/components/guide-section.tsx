import type { StaffReservationDetail } from '@stay/contract';
import { Avatar } from '@/components/ui/avatar';
import { FormSection } from '@/components/ui/form-section';
import { fullName } from '@/lib/text/names';
import { formatDateTime } from '@/lib/time/format';
import { useBookingTranslation } from '../i18n';

/** The guest's guide (and since when) and the questionnaire answers the guide was matched on. */
export function GuideSection({ booking }: { booking: StaffReservationDetail }) {
  const { t, i18n } = useBookingTranslation();
  const guide = booking.guide;
  return (
    <FormSection title={t('booking.guide.title')}>
      {guide ? (
        <div className="booking-guide">
          <Avatar name={fullName(guide)} />
          <span className="booking-guest__body">
            <span className="booking-guest__name">{fullName(guide)}</span>
            {booking.guideSelectionTimestamp && (
              <span className="booking-guest__meta">
                {t('booking.guide.chosen', { day: formatDateTime(booking.guideSelectionTimestamp, booking.location.timeZone, i18n.language) })}
              </span>
            )}
          </span>
        </div>
      ) : (
        <p className="booking-note">{t('booking.guide.none')}</p>
      )}
      <h4 className="booking-subtitle">{t('booking.guide.answers')}</h4>
      {booking.questionnaire.length === 0 ? (
        <p className="booking-note">{t('booking.guide.noAnswers')}</p>
      ) : (
        <dl className="booking-answers">
          {booking.questionnaire.map((answer) => (
            <div key={`${answer.questionnaire}:${answer.label}`}>
              <dt>{answer.question}</dt>
              <dd>{answer.answers.map((option) => option.text).join(', ')}</dd>
            </div>
          ))}
        </dl>
      )}
    </FormSection>
  );
}
