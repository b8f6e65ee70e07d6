import { lazy, Suspense, useState } from 'react';
import { t } from '../../lib/i18n';
import type { BookingMaid } from './booking-sheet';

// The sheet, its texts and its calls load on the first press: the catalogue's first load stays as it was.
const BookingSheet = lazy(() => import('./booking-sheet'));

/**
 * "Talk to her first" on her card and her page (issue 32). The button is there from the first
 * paint (no layout shift); the booking sheet it opens loads when pressed.
 */
export function TalkButton({ maid, className }: { maid: BookingMaid; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('Talk to her first')}
        <span className="visually-hidden"> ({maid.name})</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BookingSheet maid={maid} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
