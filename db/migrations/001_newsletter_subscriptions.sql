-- Newsletter subscribers: the product's only personal data (spec section 3).
-- Only the client-data fields the spec calls "filled" are kept; the always-null fingerprint
-- fields (ip_address, screen sizes, fonts, canvas hashes…) are deliberately not columns at all,
-- so they can never be stored by accident (docs/decisions/0010-newsletter-same-origin-endpoint.md).
CREATE TABLE newsletter_subscriptions (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stored normalised (trimmed, lower-case) so 'Ana@X.es' and 'ana@x.es ' are one subscriber;
  -- the CHECK keeps direct inserts honest too.
  email            text        NOT NULL
                   CONSTRAINT newsletter_subscriptions_email_normalised
                   CHECK (email = lower(btrim(email)) AND char_length(email) BETWEEN 3 AND 254),
  created_at       timestamptz NOT NULL DEFAULT now(),
  user_agent       text,
  language         text,
  timezone         text,
  browser_name     text CONSTRAINT newsletter_subscriptions_browser_name
                   CHECK (browser_name IN ('Chrome', 'Firefox', 'Safari', 'Other')),
  platform         text,
  referrer         text,
  source_page      text,
  utm_source       text,
  utm_medium       text,
  utm_campaign     text,
  utm_term         text,
  utm_content      text,
  -- GDPR art. 7(1): we must be able to show when consent was given and to which text.
  consent_given_at timestamptz NOT NULL DEFAULT now(),
  consent_version  text        NOT NULL
);

-- Case-insensitive uniqueness: a duplicate raises SQLSTATE 23505 in PGlite and PostgreSQL alike.
CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (lower(email));
