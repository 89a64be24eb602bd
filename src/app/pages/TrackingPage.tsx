import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RequireProfile } from '@/features/account';
import { TrackableBookings, TrackingView } from '@/features/tracking';
import { useT } from '@/i18n';
import { pageNameId, pageHref, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';
import { useRouteParam } from './useRouteParam';

/**
 * tracking, tracking/{id} (the page addresses and tracking fields rules, rules: routes, tracking-fields) and the shared link (tracking.html?share=…, docs/tracking.md):
 * - `?share=` follows a shared trip without signing in;
 * - `tracking/{id}?code=` follows it by the booking reference and its access code (the tracking calls rule (rules: call-tracking) id, jobpartid=0, code);
 * - `tracking/{id}` follows the signed-in customer's own booking by job part id;
 * - `tracking` lists the customer's current bookings, each with Track once its status allows it (the booking actions rule, rules: booking-actions).
 */
export function TrackingPage({ page }: { page: PageDefinition }) {
  const t = useT();
  const id = useRouteParam('id');
  const [search] = useSearchParams();
  const share = search.get('share')?.trim();
  const code = search.get('code')?.trim();
  const jobPartId = Number(id ?? search.get('jobpartid'));

  if (share) {
    return (
      <PageFrame title={t(pageNameId(page.id))}>
        <TrackingView booking={{ share }} />
      </PageFrame>
    );
  }
  if (id && code) {
    return (
      <PageFrame title={t(pageNameId(page.id))}>
        <TrackingView booking={{ id, code }} share={{ jobpartid: Number(id), code }} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t(pageNameId(page.id))}>
      <RequireProfile>
        {(profile) =>
          Number.isInteger(jobPartId) && jobPartId > 0 ? (
            <TrackingView
              key={jobPartId}
              booking={{ jobPartId }}
              profileId={profile.id}
              share={{ jobpartid: jobPartId }}
            />
          ) : (
            <>
              <TrackableBookings
                profile={profile}
                trackHref={(booking) => pageHref('tracking', { id: String(booking) })}
              />
              <AllJourneysNote />
            </>
          )
        }
      </RequireProfile>
    </PageFrame>
  );
}

/** The link's place in the sentence is the language's: the message holds {link}, filled with the link itself. */
const LINK_SLOT = '\u2063link\u2063';

function AllJourneysNote() {
  const t = useT();
  const [before, after = ''] = t('tracking.page.allJourneys', { link: LINK_SLOT }).split(LINK_SLOT);
  return (
    <Text color="fg.muted">
      {before}
      <Link asChild color="colorPalette.fg">
        <RouterLink to={pageHref('bookinghistory')}>{t('tracking.page.myBookings')}</RouterLink>
      </Link>
      {after}
    </Text>
  );
}
