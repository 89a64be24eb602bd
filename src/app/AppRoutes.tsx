import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useConfig } from '@/config';
import { pageForPath, pages, pageTitle, type PageDefinition } from './model/routes';
import { BookingPage } from './pages/BookingPage';
import { PageLoading } from './pages/PageLoading';

// Only the booking page is in the initial bundle; every other page loads when visited.
const LegalPage = lazy(() => import('./pages/LegalPage').then((m) => ({ default: m.LegalPage })));
const UpcomingPage = lazy(() => import('./pages/UpcomingPage').then((m) => ({ default: m.UpcomingPage })));

function pageElement(page: PageDefinition) {
  switch (page.id) {
    case 'booking':
      return <BookingPage />;
    case 'litebooking':
      return <BookingPage mode="lite" />;
    case 'quickbooking':
      return <BookingPage mode="quick" />;
    case 'conditions':
      return <LegalPage which="conditionsOfUse" title={page.title} />;
    case 'privacy':
      return <LegalPage which="privacyNotice" title={page.title} />;
    default:
      return <UpcomingPage page={page} />;
  }
}

/** Every route of spec 2.1 with its twin; unknown paths redirect to booking.html. */
export function AppRoutes() {
  useDocumentTitle();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
      {pages.flatMap((page) =>
        page.paths.map((path) => <Route key={`${page.id}:${path}`} path={`/${path}`} element={pageElement(page)} />),
      )}
      <Route path="*" element={<Navigate to="/booking.html" replace />} />
      </Routes>
    </Suspense>
  );
}

function useDocumentTitle() {
  const { title } = useConfig();
  const { pathname } = useLocation();
  useEffect(() => {
    const page = pageForPath(pathname);
    if (page) document.title = pageTitle(title, page);
  }, [pathname, title]);
}
