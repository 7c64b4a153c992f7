/**
 * The columns of an inquiry and of its delivery on a channel, as both back-ends' migrations
 * create them, each dialect giving its own type for a time (the SQLite file keeps ISO 8601
 * text, PostgreSQL `timestamptz`). Shipped migrations embed them, so they never change: a new
 * column is a new migration (a field added to the form gets its column without one).
 */
export type TimeType = "TEXT" | "TIMESTAMPTZ";

export const inquiryColumns = (time: TimeType) => `id TEXT PRIMARY KEY,
     received_at ${time} NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL DEFAULT '',
     service TEXT NOT NULL DEFAULT '',
     message TEXT NOT NULL DEFAULT '',
     language TEXT NOT NULL,
     page TEXT NOT NULL`;

export const deliveryColumns = (
  time: TimeType,
) => `inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
     channel TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at ${time},
     claimed_until ${time},
     delivered_at ${time},
     PRIMARY KEY (inquiry_id, channel)`;
