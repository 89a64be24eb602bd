import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { loadBookingHistoryPage, loadDashboardPage, loadPaymentPage } from './pageLoaders';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useConfig } from '@/config';
import { namespacesForPage, useNamespaces, useT } from '@/i18n';
import { pageForPath, pages, pageTitle, type PageDefinition } from './model/routes';
import { BookingPage } from './pages/BookingPage';
import { PageLoading } from './pages/PageLoading';

// Only the booking page is in the initial bundle; every other page loads when visited.
const LegalPage = lazy(() =>
  import(/* webpackChunkName: "page-legal" */ './pages/LegalPage').then((m) => ({ default: m.LegalPage })),
);
const TicketPage = lazy(() =>
  import(/* webpackChunkName: "page-ticket" */ './pages/TicketPage').then((m) => ({ default: m.TicketPage })),
);
const ProfilePage = lazy(() =>
  import(/* webpackChunkName: "page-profile" */ './pages/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const ChangePasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-change-password" */ './pages/ChangePasswordPage').then((m) => ({
    default: m.ChangePasswordPage,
  })),
);
const ConfirmPasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-confirm-password" */ './pages/ConfirmPasswordPage').then((m) => ({
    default: m.ConfirmPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-reset-password" */ './pages/ResetPasswordPage').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const AddressBookPage = lazy(() =>
  import(/* webpackChunkName: "page-address-book" */ './pages/AddressBookPage').then((m) => ({
    default: m.AddressBookPage,
  })),
);
const DashboardPage = lazy(() => loadDashboardPage().then((m) => ({ default: m.DashboardPage })));
const BookingHistoryPage = lazy(() => loadBookingHistoryPage().then((m) => ({ default: m.BookingHistoryPage })));
const QuickBookingPage = lazy(() =>
  import(/* webpackChunkName: "page-quick-booking" */ './pages/QuickBookingPage').then((m) => ({
    default: m.QuickBookingPage,
  })),
);
const QuickBookingInvalidPage = lazy(() =>
  import(/* webpackChunkName: "page-quick-booking-invalid" */ './pages/QuickBookingInvalidPage').then((m) => ({
    default: m.QuickBookingInvalidPage,
  })),
);
const PaymentPage = lazy(() => loadPaymentPage().then((m) => ({ default: m.PaymentPage })));
const BookingInfoPage = lazy(() =>
  import(/* webpackChunkName: "page-booking-info" */ './pages/BookingInfoPage').then((m) => ({
    default: m.BookingInfoPage,
  })),
);
const TrackingPage = lazy(() =>
  import(/* webpackChunkName: "page-tracking" */ './pages/TrackingPage').then((m) => ({ default: m.TrackingPage })),
);
const CommissionPage = lazy(() =>
  import(/* webpackChunkName: "page-commission" */ './pages/CommissionPage').then((m) => ({
    default: m.CommissionPage,
  })),
);
const InvoicePage = lazy(() =>
  import(/* webpackChunkName: "page-invoice" */ './pages/InvoicePage').then((m) => ({ default: m.InvoicePage })),
);
const BookingDetailPage = lazy(() =>
  import(/* webpackChunkName: "page-booking-detail" */ './pages/BookingDetailPage').then((m) => ({
    default: m.BookingDetailPage,
  })),
);

function pageElement(page: PageDefinition) {
  switch (page.id) {
    case 'booking':
      return <BookingPage />;
    case 'litebooking':
      return <QuickBookingPage mode="lite" />;
    case 'quickbooking':
      return <QuickBookingPage mode="quick" />;
    case 'quickbookinginvalid':
      return <QuickBookingInvalidPage />;
    case 'conditions':
      return <LegalPage which="conditionsOfUse" title={page.title} />;
    case 'privacy':
      return <LegalPage which="privacyNotice" title={page.title} />;
    case 'ticket':
    case 'confirmed':
      return <TicketPage page={page} />;
    case 'profile':
      return <ProfilePage page={page} />;
    case 'changepassword':
      return <ChangePasswordPage page={page} />;
    case 'resetpassword':
      return <ResetPasswordPage page={page} />;
    case 'confirmpassword':
      return <ConfirmPasswordPage page={page} />;
    case 'addressbook':
      return <AddressBookPage page={page} />;
    case 'dashboard':
      return <DashboardPage page={page} />;
    case 'bookinghistory':
      return <BookingHistoryPage page={page} />;
    case 'bookingdetail':
      return <BookingDetailPage page={page} />;
    case 'bookinginfo':
      return <BookingInfoPage page={page} />;
    case 'payment':
      return <PaymentPage page={page} />;
    case 'commission':
      return <CommissionPage page={page} />;
    case 'invoice':
      return <InvoicePage page={page} />;
    case 'tracking':
      return <TrackingPage page={page} />;
    default: {
      // Every page of the route table has its own page: a new id fails typecheck here until it gets one.
      const unbuilt: never = page.id;
      throw new Error(`No page for ${String(unbuilt)}`);
    }
  }
}

/** Every route of the page addresses rule (rules: routes) with its twin; unknown paths redirect to booking.html. */
export function AppRoutes() {
  useDocumentTitle();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {pages.flatMap((page) =>
          page.paths.map((path) => (
            <Route
              key={`${page.id}:${path}`}
              path={`/${path}`}
              element={<PageMessages page={page}>{pageElement(page)}</PageMessages>}
            />
          )),
        )}
        <Route path="*" element={<Navigate to="/booking.html" replace />} />
      </Routes>
    </Suspense>
  );
}

/** A page shows once its language holds the page's catalogs (fetched with its code when the server did not embed them). */
function PageMessages({ page, children }: { page: PageDefinition; children: ReactNode }) {
  useNamespaces(namespacesForPage(page.id));
  return children;
}

function useDocumentTitle() {
  const { title } = useConfig();
  const { pathname } = useLocation();
  const t = useT();
  useEffect(() => {
    const page = pageForPath(pathname);
    if (page) document.title = pageTitle(title, page, t);
  }, [pathname, title, t]);
}
