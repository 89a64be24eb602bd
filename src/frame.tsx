import { startBookingFrame } from './app/embed/BookingFrame';

/**
 * The entry of a client site's booking frame (docs/embedding.md): pages asked for with `?embed=CODE` load this one
 * instead of index.tsx (server/routes/spa.ts), so the booking page's own scripts carry nothing of the frame.
 */
const root = document.getElementById('root');
if (root) void startBookingFrame(root);
