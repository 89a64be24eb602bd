-- Files sent with a mail (the booking's .ics): [{filename, contentType, content}], content as text.
ALTER TABLE outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
