-- Issue 34, every customer in their own language: the language a booking was made in (the page's language when it
-- was booked), so its mails and its invoice speak it, and a customer's own language on their profile, so a page and
-- a mail follow their choice. Bookings made before this speak the operator's first language (NULL).
ALTER TABLE bookings ADD COLUMN language text;
ALTER TABLE customers ADD COLUMN language text;
-- A mail's HTML part, for a language read right to left (Arabic: dir="rtl" lang="ar"); NULL: plain text alone.
ALTER TABLE outbox ADD COLUMN html text;
